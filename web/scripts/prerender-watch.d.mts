import type { Server } from 'node:http';

export interface PageChange {
  all: boolean;
  documentId?: string;
  settleMs: number;
}
export interface RenderJob {
  all: boolean;
  documentIds: string[];
}
export interface RenderQueue {
  add(change: PageChange): void;
  readonly busy: boolean;
}

export const catalogSettleMs: number;
export function pagesForChange(event: unknown): PageChange;
export function createRenderQueue(options: {
  render: (job: RenderJob) => Promise<unknown>;
  log: (message: string) => void;
}): RenderQueue;
export function startWatchServer(options: {
  host: string;
  port: number;
  secret: string;
  queue: RenderQueue;
  log: (message: string) => void;
}): Promise<Server>;
