import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PushSender } from '../../infra/push/push-sender';
import { deliverDuePushes } from './delivery';
import { enqueueDueReminders } from './reminders';

export const PUSH_JOB_INTERVAL_MS = 60_000;

export interface PushJob {
  /** One pass: queue due reminders, then send what is due. Never overlaps itself. */
  runOnce(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The periodic sender. The timer is unref'd (it never keeps the process alive) and stopped by
 * the app's onClose hook, which also waits for a pass in progress.
 */
export function startPushJob(options: {
  db: Db;
  sender: PushSender;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PushJob {
  const { db, sender, log } = options;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (now?: Date): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        const queued = await enqueueDueReminders(db, now);
        const report = await deliverDuePushes(db, sender, { now, log });
        if (queued || report.delivered || report.gone || report.retried || report.dropped) {
          log.info({ queued, ...report }, 'push job pass');
        }
      } catch (err) {
        if (!stopped) log.error({ err }, 'push job pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? PUSH_JOB_INTERVAL_MS);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
