import sharp from 'sharp';

/** Tile-like pictures drawn locally (no downloads): an SVG per look, rendered by sharp. */
export type Look = 'madera' | 'marmol' | 'cemento' | 'piedra' | 'ceramica' | 'sanitario' | 'bolsa';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SIZE = 1000;

function svgFor(look: Look, hue: number, seed: number): string {
  const r = rng(seed);
  const parts: string[] = [];
  const bg = (l: number, s = 25) => `hsl(${hue},${s}%,${l}%)`;
  switch (look) {
    case 'madera': {
      for (let i = 0; i < 6; i++) {
        const y = (i * SIZE) / 6;
        parts.push(
          `<rect x="0" y="${y}" width="${SIZE}" height="${SIZE / 6 - 4}" fill="${bg(35 + r() * 20, 40)}"/>`,
        );
        for (let g = 0; g < 14; g++) {
          const gy = y + r() * (SIZE / 6);
          parts.push(
            `<path d="M0 ${gy} C ${SIZE / 3} ${gy + 8 - r() * 16}, ${(2 * SIZE) / 3} ${gy + 8 - r() * 16}, ${SIZE} ${gy}" stroke="${bg(25 + r() * 10, 40)}" stroke-width="${1 + r() * 2}" fill="none" opacity="0.6"/>`,
          );
        }
      }
      break;
    }
    case 'marmol': {
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="${bg(92, 8)}"/>`);
      for (let v = 0; v < 9; v++) {
        let d = `M${r() * SIZE} 0`;
        for (let k = 1; k <= 6; k++) d += ` L${r() * SIZE} ${(k * SIZE) / 6}`;
        parts.push(
          `<path d="${d}" stroke="${bg(55 + r() * 20, 10)}" stroke-width="${1 + r() * 4}" fill="none" opacity="0.7"/>`,
        );
      }
      break;
    }
    case 'cemento':
    case 'piedra': {
      const base = look === 'cemento' ? 62 : 48;
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="${bg(base, 6)}"/>`);
      for (let s = 0; s < 260; s++) {
        parts.push(
          `<circle cx="${r() * SIZE}" cy="${r() * SIZE}" r="${2 + r() * (look === 'piedra' ? 40 : 10)}" fill="${bg(base - 12 + r() * 24, 6)}" opacity="0.45"/>`,
        );
      }
      break;
    }
    case 'ceramica': {
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="${bg(80, 35)}"/>`);
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 4; j++)
          parts.push(
            `<rect x="${i * 250 + 4}" y="${j * 250 + 4}" width="242" height="242" rx="6" fill="${bg(65 + r() * 20, 45)}"/>`,
          );
      break;
    }
    case 'sanitario':
    case 'bolsa': {
      parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue},10%,96%)"/>`);
      parts.push(
        look === 'sanitario'
          ? `<ellipse cx="500" cy="560" rx="300" ry="220" fill="hsl(${hue},15%,85%)" stroke="hsl(${hue},15%,60%)" stroke-width="12"/><rect x="470" y="180" width="60" height="220" rx="20" fill="hsl(${hue},10%,55%)"/>`
          : `<rect x="280" y="200" width="440" height="620" rx="40" fill="hsl(${hue},45%,55%)"/><rect x="330" y="380" width="340" height="160" fill="hsl(${hue},20%,95%)"/>`,
      );
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${parts.join('')}</svg>`;
}

/** A PNG picture of the look; the seed stores it through the normal upload pipeline. */
export function renderTexture(look: Look, hue: number, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(look, hue, seed)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}
