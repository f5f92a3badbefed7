/**
 * The courses domain's tables in the sim's SQLite: 预约 of live rooms, the chat (messages with
 * their withdrawal) and lesson progress with quiz answers. The core schema (store/schema.ts) owns
 * `PRAGMA user_version`; this domain keeps its own append-only migrations counted in
 * `courses_schema` (as the screener does), so domains never renumber each other.
 */
import type Database from 'better-sqlite3';
import { type MigrationList, runMigrations } from '../store/index';
import type { ChatMessage } from '../../../contracts/ws-chat';

/** Migration n (1-based) is COURSES_MIGRATIONS[n − 1]; append only. */
export const COURSES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE live_reservations (
    user_id     INTEGER NOT NULL,
    room_id     TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, room_id)
  ) WITHOUT ROWID;
  CREATE INDEX live_reservations_by_room ON live_reservations(room_id);

  CREATE TABLE live_chat (
    id            TEXT PRIMARY KEY,
    room_id       TEXT NOT NULL,
    user_id       INTEGER,
    role          TEXT NOT NULL CHECK (role IN ('user', 'lecturer', 'system')),
    kind          TEXT NOT NULL CHECK (kind IN ('chat', 'commentary')),
    nick          TEXT NOT NULL,
    text          TEXT NOT NULL,
    chart         TEXT,
    ts            INTEGER NOT NULL,
    withdrawn_at  INTEGER
  );
  CREATE INDEX live_chat_by_room ON live_chat(room_id, ts);

  CREATE TABLE lesson_progress (
    user_id     INTEGER NOT NULL,
    course_id   TEXT NOT NULL,
    lesson_id   TEXT NOT NULL,
    answers     TEXT NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, course_id, lesson_id)
  ) WITHOUT ROWID;
  `,
];

/** The courses' migrations, counted in `courses_schema` (store/migrations.ts runs them). */
export const COURSES_SCHEMA: MigrationList = { domain: 'courses', counter: 'courses_schema', steps: COURSES_MIGRATIONS };

function migrate(db: Database.Database): void {
  runMigrations(db, COURSES_SCHEMA);
}

interface ChatRaw {
  id: string;
  room_id: string;
  user_id: number | null;
  role: ChatMessage['role'];
  kind: ChatMessage['kind'];
  nick: string;
  text: string;
  chart: string | null;
  ts: number;
  withdrawn_at: number | null;
}

/** A stored message with who wrote it. */
export interface StoredChat {
  message: ChatMessage;
  userId: number | null;
  withdrawnAt: number | null;
}

function toStored(r: ChatRaw): StoredChat {
  const message: ChatMessage = { id: r.id, room: r.room_id, role: r.role, kind: r.kind, nick: r.nick, text: r.text, ts: r.ts };
  if (r.chart) message.chart = JSON.parse(r.chart) as ChatMessage['chart'] & object;
  return { message, userId: r.user_id, withdrawnAt: r.withdrawn_at };
}

/** Table access of the courses domain. */
export interface CourseRepository {
  reserve(userId: number, roomId: string, on: boolean, now: number): void;
  isReserved(userId: number, roomId: string): boolean;
  reserveCount(roomId: string): number;
  addChat(message: ChatMessage, userId: number | null): void;
  chat(id: string): StoredChat | undefined;
  /** The last `size` messages of a room not withdrawn, oldest first. */
  recentChat(roomId: string, size: number): StoredChat[];
  withdraw(id: string, now: number): boolean;
  /** Deletes messages older than `before`. */
  pruneChat(before: number): void;
  saveProgress(userId: number, courseId: string, lessonId: string, answers: Record<string, number>, now: number): void;
  /** Finished lessons of a user in a course with their saved answers. */
  progress(userId: number, courseId: string): Map<string, Record<string, number>>;
}

/** Opens the tables (migrating them) over the sim's database. */
export function openCourseRepository(db: Database.Database): CourseRepository {
  migrate(db);
  const q = {
    reserve: db.prepare('INSERT OR IGNORE INTO live_reservations (user_id, room_id, created_at) VALUES (?, ?, ?)'),
    unreserve: db.prepare('DELETE FROM live_reservations WHERE user_id = ? AND room_id = ?'),
    isReserved: db.prepare('SELECT 1 FROM live_reservations WHERE user_id = ? AND room_id = ?'),
    reserveCount: db.prepare('SELECT COUNT(*) AS n FROM live_reservations WHERE room_id = ?'),
    addChat: db.prepare('INSERT OR IGNORE INTO live_chat (id, room_id, user_id, role, kind, nick, text, chart, ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    chat: db.prepare('SELECT * FROM live_chat WHERE id = ?'),
    recent: db.prepare(
      'SELECT * FROM (SELECT *, rowid AS seq FROM live_chat WHERE room_id = ? AND withdrawn_at IS NULL ORDER BY ts DESC, rowid DESC LIMIT ?) ORDER BY ts, seq',
    ),
    withdraw: db.prepare('UPDATE live_chat SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL'),
    prune: db.prepare('DELETE FROM live_chat WHERE ts < ?'),
    saveProgress: db.prepare(
      'INSERT INTO lesson_progress (user_id, course_id, lesson_id, answers, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, course_id, lesson_id) DO UPDATE SET answers = excluded.answers, updated_at = excluded.updated_at',
    ),
    progress: db.prepare('SELECT lesson_id, answers FROM lesson_progress WHERE user_id = ? AND course_id = ?'),
  };
  return {
    reserve(userId, roomId, on, now) {
      if (on) q.reserve.run(userId, roomId, now);
      else q.unreserve.run(userId, roomId);
    },
    isReserved: (userId, roomId) => q.isReserved.get(userId, roomId) !== undefined,
    reserveCount: (roomId) => (q.reserveCount.get(roomId) as { n: number }).n,
    addChat(m, userId) {
      q.addChat.run(m.id, m.room, userId, m.role, m.kind, m.nick, m.text, m.chart ? JSON.stringify(m.chart) : null, m.ts);
    },
    chat(id) {
      const r = q.chat.get(id) as ChatRaw | undefined;
      return r ? toStored(r) : undefined;
    },
    recentChat: (roomId, size) => (q.recent.all(roomId, size) as ChatRaw[]).map(toStored),
    withdraw: (id, now) => q.withdraw.run(now, id).changes > 0,
    pruneChat(before) {
      q.prune.run(before);
    },
    saveProgress(userId, courseId, lessonId, answers, now) {
      q.saveProgress.run(userId, courseId, lessonId, JSON.stringify(answers), now);
    },
    progress(userId, courseId) {
      const rows = q.progress.all(userId, courseId) as { lesson_id: string; answers: string }[];
      return new Map(rows.map((r) => [r.lesson_id, JSON.parse(r.answers) as Record<string, number>]));
    },
  };
}
