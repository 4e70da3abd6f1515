import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core's own bundle, evaluated in the page: page.evaluate is not subject to the page's CSP
 * (script-src 'self'), where a <script> tag with this text would be refused.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

/** WCAG 2.0–2.2 A and AA, plus axe's best practices, plus the name-in-label check (2.5.3). */
const RUN_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  // Tagged experimental in axe, so off unless asked for; it once found issues on every public page.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Runs axe on the screens of one test and fails the test at the end with every serious or
 * critical violation found, each named by screen, rule and element. The counts per screen are
 * kept as annotations of the test (the list reporter's JSON and the HTML report show them).
 */
export class AxeSweep {
  private readonly findings: Finding[] = [];

  constructor(private readonly testInfo: TestInfo) {}

  async check(page: Page, screen: string): Promise<void> {
    const loaded = await page.evaluate(() => 'axe' in window);
    if (!loaded) await page.evaluate(AXE_SOURCE);
    // Animations (a dialog fading in, a ripple) would be measured half-drawn.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // A spinner's endless animation cannot finish; it is drawn the same all along.
        }
      }
    });
    const results = await page.evaluate(
      (options) =>
        (
          window as unknown as { axe: { run(c: Document, o: unknown): Promise<AxeResults> } }
        ).axe.run(document, options),
      RUN_OPTIONS,
    );
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    for (const violation of blocking)
      for (const node of violation.nodes)
        this.findings.push({
          screen,
          rule: violation.id,
          impact: violation.impact ?? '',
          target: node.target.join(' '),
          summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? violation.help,
        });
    const others = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
    this.testInfo.annotations.push({
      type: 'axe',
      description: `${screen}: ${blocking.length} serious/critical${
        blocking.length ? ` (${blocking.map((v) => v.id).join(', ')})` : ''
      }; ${others.length} minor/moderate${others.length ? ` (${others.map((v) => v.id).join(', ')})` : ''}`,
    });
  }

  /** The failure message: one line per element, "screen — rule (impact): target — what is wrong". */
  report(): string {
    return this.findings
      .map((f) => `${f.screen} — ${f.rule} (${f.impact}): ${f.target} — ${f.summary}`)
      .join('\n');
  }

  get count(): number {
    return this.findings.length;
  }
}
