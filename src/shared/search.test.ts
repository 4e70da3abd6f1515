import { describe, expect, it } from 'vitest';
import {
  ACCENTED_LETTERS,
  PLAIN_LETTERS,
  escapeLike,
  normalizeSearch,
  searchFold,
  searchWords,
  singular,
  typoTolerant,
  withinOneEdit,
  wordMatches,
} from './search';

describe('normalizeSearch', () => {
  it('drops accents and case', () => {
    expect(normalizeSearch('Mármol Calacatta')).toBe('marmol calacatta');
    expect(normalizeSearch('PORCELÁNICO Ñandú')).toBe('porcelanico nandu');
  });
  it('collapses and trims whitespace', () => {
    expect(normalizeSearch('  simil   madera ')).toBe('simil madera');
  });
  it('folds every Spanish and Portuguese accented letter to its plain form in the SQL table', () => {
    expect([...ACCENTED_LETTERS]).toHaveLength([...PLAIN_LETTERS].length);
    [...ACCENTED_LETTERS].forEach((letter, i) => {
      expect(normalizeSearch(letter)).toBe(PLAIN_LETTERS[i]);
    });
  });
});

describe('searchFold', () => {
  it('writes sizes one way whatever the separator and spacing', () => {
    for (const size of ['60x60', '60 x 60', '60×60', '60 × 60', '60*60', '60X60', '60  x  60'])
      expect(searchFold(size)).toBe('60x60');
    expect(searchFold('Porcelanato 20 × 120 cm')).toBe('porcelanato 20x120 cm');
    expect(searchFold('60x60x1')).toBe('60x60x1');
  });
  it('leaves an x between words alone', () => {
    expect(searchFold('Box x 4')).toBe('box x 4');
    expect(searchFold('Ónix Blanco')).toBe('onix blanco');
  });
});

describe('singular', () => {
  it.each([
    ['pisos', 'piso'],
    ['porcelanatos', 'porcelanato'],
    ['maderas', 'madera'],
    ['mates', 'mate'],
    ['marrones', 'marron'],
    ['colores', 'color'],
    ['paredes', 'pared'],
    ['grises', 'gris'],
    ['revestimientos', 'revestimiento'],
  ])('%s → %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
  it.each(['gris', 'gres', 'tres', 'mes', 'piso', 'madera', '60x60', 'ónix', 'dos'])(
    'leaves %s alone',
    (word) => {
      expect(singular(word)).toBe(word);
    },
  );
  it('only ever cuts an ending, so the plural still finds itself', () => {
    for (const word of ['pisos', 'marrones', 'grises', 'veces', 'mates'])
      expect(word.startsWith(singular(word))).toBe(true);
  });
});

describe('searchWords', () => {
  it('splits, folds accents, sizes and plurals', () => {
    expect(searchWords('Pisos de MADERA')).toEqual(['piso', 'madera']);
    expect(searchWords('porcelanato 60 × 60')).toEqual(['porcelanato', '60x60']);
    expect(searchWords('Símil  madera')).toEqual(['simil', 'madera']);
  });
  it('drops stopwords unless the search is only stopwords', () => {
    expect(searchWords('piso para la cocina')).toEqual(['piso', 'cocina']);
    expect(searchWords('de')).toEqual(['de']);
  });
  it('removes repeats and is empty for a blank search', () => {
    expect(searchWords('piso pisos PISO')).toEqual(['piso']);
    expect(searchWords('   ')).toEqual([]);
  });
  it('keeps what LIKE must match literally', () => {
    expect(searchWords('100%')).toEqual(['100%']);
  });
  it('keeps at most 8 words', () => {
    expect(searchWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['porcelanto', 'porcelanato'], // a letter missing
    ['porcelanatto', 'porcelanato'], // a letter too many
    ['porcelamato', 'porcelanato'], // a letter replaced
    ['porcelnaato', 'porcelanato'], // two letters swapped
    ['madera', 'madera'],
    ['mdera', 'madera'],
  ])('%s ~ %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });
  it.each([
    ['porclanto', 'porcelanato'],
    ['madrea', 'madero'],
    ['roble', 'noble '],
    ['abc', 'cba'],
  ])('%s is more than one edit from %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('typo tolerance', () => {
  it('applies to words of five letters or more', () => {
    expect(typoTolerant('madera')).toBe(true);
    expect(typoTolerant('mdera')).toBe(true);
    expect(typoTolerant('piso')).toBe(false);
    expect(typoTolerant('60x60')).toBe(false);
  });
  it('wordMatches takes a substring, or a word one typo away', () => {
    const text = searchFold('Pisos y Revestimientos Porcelanicos Simil madera');
    expect(wordMatches('piso', text)).toBe(true);
    expect(wordMatches('madera', text)).toBe(true);
    expect(wordMatches('maderra', text)).toBe(true);
    expect(wordMatches('revestimiento', text)).toBe(true);
    expect(wordMatches('pizo', text)).toBe(false);
    expect(wordMatches('marmol', text)).toBe(false);
  });
});

describe('escapeLike', () => {
  it('escapes wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
