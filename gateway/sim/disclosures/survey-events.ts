/**
 * Institutional surveys (机构调研): each visit's 投资者关系活动记录表 and its entry (surveys.ts plans them).
 */
import type { EventSink } from './event-sink';
import { dayText } from './notice-text';
import { surveyPlans } from './surveys';

/** Every survey of the company recorded by the day on show. */
export function addSurveys(s: EventSink): void {
  const { ctx, slot, add, ev } = s;
  // ─ surveys
  for (const plan of surveyPlans(ctx, slot)) {
    const n = add(plan.notice, plan.reception, `投资者关系活动记录表（${dayText(plan.reception)}）`, '重大事项', '投资者关系', { kind: 'survey', plan });
    ev(plan.reception, '机构调研', `${plan.method}`, `接待${plan.orgCount}家机构`, n);
  }
}
