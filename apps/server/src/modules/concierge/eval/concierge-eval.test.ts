import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import { createTestEnv, type TestEnv } from '../../../../test/harness.ts';
import { EVAL_QUESTIONS, SECOND_SET, formatReport, runEval, type EvalReport } from './run-eval.ts';

/**
 * The concierge evaluation (issue 25): at least 100 questions in the five languages — paraphrases, typos, questions
 * in another language than the page's, tool intents and out-of-scope questions — asked to the real concierge on the
 * seeded knowledge base. Figures go to docs/benchmarks.md ("Concierge evaluation").
 */
let env: TestEnv;
let report: EvalReport;
let second: EvalReport;

beforeAll(async () => {
  env = await createTestEnv();
  report = await runEval(env.deps);
  console.log(formatReport(report));
  second = await runEval(env.deps, SECOND_SET);
  console.log(formatReport(second, 'Second set'));
}, 480_000);
afterAll(async () => {
  await env.close();
});

describe('concierge evaluation set', () => {
  it('has at least 100 questions in all five languages, with out-of-scope, typo and cross-language ones', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.id)).size).toBe(EVAL_QUESTIONS.length);
    for (const l of LANGUAGES) {
      const mine = EVAL_QUESTIONS.filter((q) => q.language === l);
      expect(mine.length, l).toBeGreaterThanOrEqual(15);
      expect(
        mine.some((q) => q.expected === 'unknown'),
        `${l} out-of-scope`,
      ).toBe(true);
      expect(
        mine.some((q) => q.page !== q.language),
        `${l} on another page`,
      ).toBe(true);
    }
    expect(EVAL_QUESTIONS.filter((q) => q.kind === 'typo').length).toBeGreaterThanOrEqual(5);
  });

  it('never answers an out-of-scope question with a knowledge base article (in either set)', () => {
    expect([...report.unrelated, ...second.unrelated].map((r) => `${r.id} "${r.question}" -> ${r.answer}`)).toEqual([]);
  });

  it('answers at least 90% of the questions right, in the language of the question', () => {
    expect(report.total.right / report.total.count).toBeGreaterThanOrEqual(0.9);
  });
});
