// What the contract check's tests share: the ids to send, and the command as `npm run contract:check` runs it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ORDER_ID, DEFAULT_PRODUCT_ID } from '../../packages/api/src/mocks';
import { orderNoOf } from '../../packages/api/src/mocks/fixtures/loan';
import type { CheckRow } from './check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The ids the mock backend's default store knows (its first order, product, complaint and template). */
export const PARAMS = {
  orderId: DEFAULT_ORDER_ID,
  productId: DEFAULT_PRODUCT_ID,
  orderNo: orderNoOf(DEFAULT_ORDER_ID),
  problemId: '5001',
  templateId: '8',
};

/**
 * Runs the command (`npm run contract:check`'s script) without blocking this process: the server it checks
 * answers from this very process.
 */
export function contractCheck(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/contract.mjs', 'check', ...args],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export const paramArgs = Object.entries(PARAMS).flatMap(([name, value]) => ['--param', `${name}=${value}`]);

export const rowOf = (rows: CheckRow[], call: string) => rows.find((r) => r.call === call)!;
