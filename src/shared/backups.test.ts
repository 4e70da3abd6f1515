import { describe, expect, it } from 'vitest';
import { BACKUP_RETENTION, copiesToKeep, dueDailySlot, shopClock } from './backups';

describe('dueDailySlot', () => {
  it('is the shop’s day once the hour has come in Buenos Aires, null before', () => {
    // 02:59 and 03:00 on 26 November in Buenos Aires (UTC-3).
    expect(dueDailySlot(new Date('2026-11-26T05:59:00Z'), 3)).toBeNull();
    expect(dueDailySlot(new Date('2026-11-26T06:00:00Z'), 3)).toBe('2026-11-26');
    // 23:30 on the 25th there is the 26th in UTC.
    expect(dueDailySlot(new Date('2026-11-26T02:30:00Z'), 23)).toBe('2026-11-25');
    expect(dueDailySlot(new Date('2026-11-26T02:30:00Z'), 0)).toBe('2026-11-25');
    expect(shopClock(new Date('2026-11-26T03:00:00Z'))).toEqual({ day: '2026-11-26', hour: 0 });
  });
});

describe('copiesToKeep', () => {
  const day = 86_400_000;
  const at = (iso: string) => new Date(iso);

  it('keeps the newest copy of each of the last 14 days and of each of the last 8 weeks', () => {
    // Two copies a day for 100 days, ending on Sunday 29 November 2026.
    const end = at('2026-11-29T20:00:00Z').getTime();
    const copies = Array.from({ length: 200 }, (_, i) => ({
      id: String(i),
      kind: 'scheduled' as const,
      at: new Date(end - Math.floor(i / 2) * day - (i % 2) * 3_600_000),
    }));
    const keep = copiesToKeep(copies);
    // Daily: the even ids (the later copy of each day) of the last 14 days.
    const daily = Array.from({ length: 14 }, (_, d) => String(d * 2));
    for (const id of daily) expect(keep.has(id)).toBe(true);
    // Weekly: the 14 days cover two whole weeks; the 6 weeks before them keep their Sunday.
    const weeklyOnly = [...keep].filter((id) => !daily.includes(id)).map(Number);
    expect(weeklyOnly.sort((a, b) => a - b)).toEqual([14, 21, 28, 35, 42, 49].map((d) => d * 2));
    expect(keep.size).toBe(20);
  });

  it('keeps the newest manual copies apart from the schedule', () => {
    const manual = Array.from({ length: 15 }, (_, i) => ({
      id: `m${i}`,
      kind: 'manual' as const,
      at: new Date(at('2026-11-01T12:00:00Z').getTime() + i * 60_000),
    }));
    const keep = copiesToKeep([
      ...manual,
      { id: 's', kind: 'scheduled', at: at('2026-01-01T06:00:00Z') },
    ]);
    expect(keep.has('s')).toBe(true);
    expect([...keep].filter((id) => id.startsWith('m'))).toHaveLength(BACKUP_RETENTION.manual);
    expect(keep.has('m14')).toBe(true);
    expect(keep.has('m0')).toBe(false);
  });
});
