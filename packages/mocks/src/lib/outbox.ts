import { db, type OutboxRecord } from '../db';
import { newId, nowIso } from './ids';

/** Writes a demo e-mail (the demo panel shows these instead of sending anything). */
export const sendDemoMail = (mail: Omit<OutboxRecord, 'id' | 'createdAt'>) =>
  db.outbox.create({ ...mail, id: newId('mail'), createdAt: nowIso() });

/** The demo outbox, newest first (the same time: the one written last first; ids are random). */
export const readOutbox = (): OutboxRecord[] =>
  db.outbox
    .all()
    .slice()
    .reverse()
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
