/**
 * The 预警 dialog of one security (the stock page's 「预警」 beside 加自选, the watchlist's row
 * action): its live price and 涨跌幅, a form — kind, threshold with its unit, saved screen for the
 * 进入/退出 kinds, cool-down — checked as the server will check it, and the security's alerts
 * already set, each with 修改, 暂停/恢复 and 删除. 「我的预警」 opens the full list. Enter adds, Escape closes.
 */
import { useObservableEagerState } from 'observable-hooks';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  ALERT_COOLDOWN_CHOICES,
  ALERT_KINDS,
  ALERT_KIND_LABELS,
  ALERT_THRESHOLD_UNITS,
  SCREEN_KINDS,
  THRESHOLD_KINDS,
  alertConditionText,
  type AlertKind,
} from '../../../contracts/alerts';
import type { PriceAlert } from '../../../contracts/endpoints/alerts';
import type { SecurityId } from '../../../contracts/market';
import { MY_ALERTS_PATH } from '../../../contracts/routes';
import { screenerEndpoints } from '../../../contracts/screener/endpoints';
import { success } from '../../core/notifications';
import { requestOnce } from '../../services/http';
import { createAlert, deleteAlert, myAlerts$, pauseAlert } from '../../state/alerts';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Select } from '../../ui/panel-styles';
import { PriceCell } from '../live-quote/price-cell';
import { useLiveQuote } from '../live-quote/use-live-quote';
import { Existing, Form, Live, Problem } from './alert-dialog-styles';
import { AlertEditDialog } from './alert-edit-dialog';
import { alertStateText, cooldownLabel, draftInput, newDraft, startingThreshold, type AlertDraft, type LiveNumbers } from './alert-form';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  code: SecurityId;
  name: string;
  onClose(): void;
}

/** A saved screen as the form offers it. */
interface ScreenChoice {
  id: number;
  name: string;
}

/** 修改, 暂停/恢复 and 删除 of one alert (a failure has been shown by the request layer). */
export function AlertActions({ alert }: { alert: PriceAlert }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button type="button" $small $variant="text" onClick={() => setEditing(true)}>
        修改
      </Button>
      {editing && <AlertEditDialog alert={alert} onClose={() => setEditing(false)} />}
      <Button type="button" $small $variant="text" onClick={() => void pauseAlert(alert.id, !alert.paused).catch(() => undefined)}>
        {alert.paused ? '恢复' : '暂停'}
      </Button>
      <Button type="button" $small $variant="text" onClick={() => void deleteAlert(alert.id).catch(() => undefined)}>
        删除
      </Button>
    </>
  );
}

/** The alerts of one security, with their quick actions. */
export function AlertRows({ alerts }: { alerts: readonly PriceAlert[] }) {
  return (
    <>
      {alerts.map((a) => (
        <li key={a.id} data-testid="alert-row" data-id={a.id}>
          <span className="cond">{alertConditionText(a.kind, a.threshold, a.screenName)}</span>
          <span className="state">
            {alertStateText(a)} · 冷却 {cooldownLabel(a.cooldownMinutes)}
          </span>
          <AlertActions alert={a} />
        </li>
      ))}
    </>
  );
}

/** See the module comment. */
export function AlertDialog({ code, name, onClose }: AlertDialogProps) {
  const live = useRef<LiveNumbers | null>(null);
  const [draft, setDraft] = useState<AlertDraft>(() => newDraft('priceAbove', null));
  const touched = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [screens, setScreens] = useState<ScreenChoice[] | null>(null);
  const alerts = useObservableEagerState(myAlerts$);
  const mine = useMemo(() => (alerts.data?.items ?? []).filter((a) => a.code === code), [alerts.data, code]);
  const inputRef = useRef<HTMLInputElement>(null);

  // The first quote fills the starting threshold (until the user types one).
  useLiveQuote(code, (q) => {
    const first = live.current === null;
    live.current = { price: q.price, pct: q.pct };
    if (first && !touched.current) setDraft((d) => ({ ...d, threshold: startingThreshold(d.kind, live.current) }));
  });

  const screenKind = SCREEN_KINDS.has(draft.kind);
  useEffect(() => {
    if (!screenKind || screens !== null) return;
    requestOnce(screenerEndpoints.screenerList).then(
      (list) => setScreens(list.map((s) => ({ id: s.id, name: s.name }))),
      () => setScreens([]),
    );
  }, [screenKind, screens]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const setKind = (kind: AlertKind) => {
    touched.current = false;
    setProblem(null);
    setDraft((d) => ({ ...newDraft(kind, live.current), cooldownMinutes: d.cooldownMinutes }));
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const checked = draftInput(code, draft, live.current);
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    setBusy(true);
    try {
      await createAlert(checked.input);
      setProblem(null);
      touched.current = false;
      setDraft((d) => ({ ...d, threshold: startingThreshold(d.kind, live.current) }));
      success('预警已设置');
    } catch {
      // The request layer has shown the server's reason (最多50条预警, …).
    } finally {
      setBusy(false);
    }
  };

  const unit = ALERT_THRESHOLD_UNITS[draft.kind];
  return (
    <Modal
      title={`设置预警 · ${name}`}
      onClose={onClose}
      footer={
        <>
          <AppLink href={MY_ALERTS_PATH} onClick={onClose} style={{ marginRight: 'auto', alignSelf: 'center', fontSize: 13 }}>
            我的预警 ›
          </AppLink>
          <Button type="button" onClick={onClose}>
            关闭
          </Button>
          <Button type="submit" form="alert-form" $variant="primary" disabled={busy} data-testid="alert-submit">
            添加预警
          </Button>
        </>
      }
    >
      <Live data-testid="alert-live">
        现价 <PriceCell className="num" id={code} field="price" /> <PriceCell className="num" id={code} field="pct" />
      </Live>
      <Form id="alert-form" onSubmit={submit} noValidate>
        <label htmlFor="alert-kind">预警类型</label>
        <Select id="alert-kind" value={draft.kind} onChange={(e) => setKind(e.target.value as AlertKind)}>
          {ALERT_KINDS.map((k) => (
            <option key={k} value={k}>
              {ALERT_KIND_LABELS[k]}
            </option>
          ))}
        </Select>
        {THRESHOLD_KINDS.has(draft.kind) && (
          <>
            <label htmlFor="alert-threshold">数值</label>
            <div className="value">
              <input
                id="alert-threshold"
                ref={inputRef}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={problem !== null}
                value={draft.threshold}
                onChange={(e) => {
                  touched.current = true;
                  setProblem(null);
                  setDraft({ ...draft, threshold: e.target.value });
                }}
              />
              <span>{unit}</span>
            </div>
          </>
        )}
        {screenKind && (
          <>
            <label htmlFor="alert-screen">选股方案</label>
            <Select id="alert-screen" value={draft.screenId} onChange={(e) => setDraft({ ...draft, screenId: e.target.value })}>
              <option value="">{screens === null ? '加载中…' : screens.length === 0 ? '还没有保存的选股方案' : '请选择'}</option>
              {(screens ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </>
        )}
        <label htmlFor="alert-cooldown">冷却时间</label>
        <Select id="alert-cooldown" value={draft.cooldownMinutes} onChange={(e) => setDraft({ ...draft, cooldownMinutes: Number(e.target.value) })}>
          {ALERT_COOLDOWN_CHOICES.map((m) => (
            <option key={m} value={m}>
              {cooldownLabel(m)}
            </option>
          ))}
        </Select>
        <Problem role="alert" data-testid="alert-problem">
          {problem}
        </Problem>
      </Form>
      {mine.length > 0 && (
        <Existing aria-label={`${name}的预警`}>
          <AlertRows alerts={mine} />
        </Existing>
      )}
    </Modal>
  );
}
