/**
 * Schemas of the courses/live endpoints (contracts/endpoints/courses.ts); the sim validates with
 * them and names a bad field in Chinese. Lengths here are the outer bounds; the routes check the
 * finer rules (room ids, chat text) with their own Chinese messages.
 */
import Type, { type Static } from 'typebox';

const Id = Type.String({ maxLength: 60 });

/** Query of `live/list`. */
export const LiveListQuery = Type.Object({ tab: Type.Optional(Type.String({ maxLength: 10 })) });
export type LiveListQuery = Static<typeof LiveListQuery>;

/** Query of `live/room`. */
export const LiveRoomQuery = Type.Object({ id: Id });
export type LiveRoomQuery = Static<typeof LiveRoomQuery>;

/** Body of `live/reserve`. */
export const LiveReserveBody = Type.Object({ id: Id, reserve: Type.Boolean() }, { additionalProperties: false });
export type LiveReserveBody = Static<typeof LiveReserveBody>;

/** Body of `live/chat/send` (the text bound is generous; the route applies CHAT_TEXT_MAX). */
export const ChatSendBody = Type.Object({ room: Id, text: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export type ChatSendBody = Static<typeof ChatSendBody>;

/** Body of `live/chat/withdraw`. */
export const ChatWithdrawBody = Type.Object({ room: Id, id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
export type ChatWithdrawBody = Static<typeof ChatWithdrawBody>;

/** Query of `course/detail`. */
export const CourseDetailQuery = Type.Object({ id: Id });
export type CourseDetailQuery = Static<typeof CourseDetailQuery>;

/** Query of `course/lesson`. */
export const LessonQuery = Type.Object({ course: Id, lesson: Id });
export type LessonQuery = Static<typeof LessonQuery>;

/** Body of `course/progress`. */
export const ProgressBody = Type.Object(
  {
    course: Id,
    lesson: Id,
    answers: Type.Optional(Type.Record(Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0, maximum: 9 }), { maxProperties: 10 })),
  },
  { additionalProperties: false },
);
export type ProgressBody = Static<typeof ProgressBody>;
