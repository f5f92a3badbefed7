/**
 * 修改预警: a new threshold (threshold kinds) and cool-down for one alert, checked with the same
 * rules as a new one; saving starts the alert afresh (armed, no cool-down running).
 */
import { type FormEvent, useRef, useState } from 'react';
import { ALERT_COOLDOWN_CHOICES, ALERT_THRESHOLD_UNITS, THRESHOLD_KINDS, alertConditionText } from '../../../contracts/alerts';
import type { PriceAlert } from '../../../contracts/endpoints/alerts';
import { updateAlert } from '../../state/alerts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Select } from '../../ui/panel-styles';
import { useLiveQuote } from '../live-quote/use-live-quote';
import { Form, Problem } from './alert-dialog-styles';
import { cooldownLabel, draftInput, type LiveNumbers } from './alert-form';

/** See the module comment. */
export function AlertEditDialog({ alert, onClose }: { alert: PriceAlert; onClose(): void }) {
  const [threshold, setThreshold] = useState(alert.threshold === null ? '' : String(alert.threshold));
  const [cooldownMinutes, setCooldown] = useState(alert.cooldownMinutes);
  const [problem, setProblem] = useState<string | null>(null);
  const live = useRef<LiveNumbers | null>(null);
  useLiveQuote(alert.code ?? '', (q) => (live.current = { price: q.price, pct: q.pct }), { enabled: alert.code !== null });
  const hasValue = THRESHOLD_KINDS.has(alert.kind);

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    // An unchanged threshold may stand crossed (the alert fired and waits to re-arm): only a new one is checked against the live price.
    const changed = hasValue && Number(threshold) !== alert.threshold;
    const checked = draftInput(
      alert.code,
      { kind: alert.kind, threshold, screenId: String(alert.screenId ?? ''), cooldownMinutes },
      changed ? live.current : null,
    );
    if ('error' in checked) return setProblem(checked.error);
    try {
      await updateAlert(alert.id, { ...(hasValue ? { threshold: Number(threshold) } : {}), cooldownMinutes });
      onClose();
    } catch {
      // The request layer has shown the server's reason.
    }
  };

  return (
    <Modal
      title={`修改预警 · ${alert.name ?? alertConditionText(alert.kind, alert.threshold, alert.screenName)}`}
      onClose={onClose}
      footer={
        <>
          <Button type="button" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" form="alert-edit-form" $variant="primary" data-testid="alert-edit-save">
            保存
          </Button>
        </>
      }
    >
      <Form id="alert-edit-form" onSubmit={save} noValidate>
        <span>条件</span>
        <span>{alertConditionText(alert.kind, alert.threshold, alert.screenName)}</span>
        {hasValue && (
          <>
            <label htmlFor="alert-edit-threshold">数值</label>
            <div className="value">
              <input
                id="alert-edit-threshold"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={problem !== null}
                value={threshold}
                onChange={(e) => {
                  setProblem(null);
                  setThreshold(e.target.value);
                }}
              />
              <span>{ALERT_THRESHOLD_UNITS[alert.kind]}</span>
            </div>
          </>
        )}
        <label htmlFor="alert-edit-cooldown">冷却时间</label>
        <Select id="alert-edit-cooldown" value={cooldownMinutes} onChange={(e) => setCooldown(Number(e.target.value))}>
          {ALERT_COOLDOWN_CHOICES.map((m) => (
            <option key={m} value={m}>
              {cooldownLabel(m)}
            </option>
          ))}
        </Select>
        <Problem role="alert">{problem}</Problem>
      </Form>
    </Modal>
  );
}
