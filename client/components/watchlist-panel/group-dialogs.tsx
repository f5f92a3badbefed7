/**
 * The view's dialogs: create or rename a group (with the name rules), confirm deleting a group,
 * confirm a batch delete.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { WatchlistGroup } from '../../../contracts/entities';
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { groupNameError } from './group-name';
import type { ViewDialog } from './watchlist-view.streams';
import { DialogError, DialogInput } from './watchlist-styles';

/** A dialog footer: 取消, then the primary button `okLabel`. */
function CancelOkFooter({ okLabel, okTestId, onCancel, onOk }: { okLabel: string; okTestId: string; onCancel(): void; onOk(): void }) {
  return (
    <>
      <Button type="button" onClick={onCancel}>
        取消
      </Button>
      <Button type="button" $variant="primary" data-testid={okTestId} onClick={onOk}>
        {okLabel}
      </Button>
    </>
  );
}

/** A 取消 / 删除 confirmation: 删除 runs `onConfirm` then closes. */
function ConfirmDeleteDialog({
  title,
  testId,
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  /** `data-testid` of the 删除 button. */
  testId: string;
  children: ReactNode;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <CancelOkFooter
          okLabel="删除"
          okTestId={testId}
          onCancel={onClose}
          onOk={() => {
            onConfirm();
            onClose();
          }}
        />
      }
    >
      {children}
    </Modal>
  );
}

/** What the dialogs do. */
export interface DialogActions {
  createGroup(name: string): void;
  renameGroup(groupId: number, name: string): void;
  deleteGroup(groupId: number): void;
  batchDelete(codes: string[]): void;
  close(): void;
}

function NameDialog({
  title,
  initial,
  groups,
  renaming,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  groups: readonly WatchlistGroup[];
  renaming?: number;
  onSave(name: string): void;
  onClose(): void;
}) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = groupNameError(name, groups, renaming);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (error === null) onSave(name.trim());
  };
  return (
    <Modal title={title} onClose={onClose} footer={<CancelOkFooter okLabel="确定" okTestId="group-name-save" onCancel={onClose} onOk={() => submit()} />}>
      <form onSubmit={submit}>
        <DialogInput
          autoFocus
          value={name}
          maxLength={WATCHLIST_LIMITS.maxGroupNameLength + 5}
          placeholder={`分组名称，最多${WATCHLIST_LIMITS.maxGroupNameLength}个字`}
          aria-label="分组名称"
          $invalid={touched && error !== null}
          onChange={(e) => {
            setName(e.target.value);
            setTouched(true);
          }}
        />
        <DialogError role="alert">{touched ? error : null}</DialogError>
      </form>
    </Modal>
  );
}

/** The open group dialog, if any (the holding and column dialogs are the view's own). */
export function GroupDialogs({ dialog, groups, actions }: { dialog: ViewDialog | null; groups: readonly WatchlistGroup[]; actions: DialogActions }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'createGroup':
      return (
        <NameDialog
          title="新建分组"
          initial=""
          groups={groups}
          onClose={actions.close}
          onSave={(name) => {
            actions.createGroup(name);
            actions.close();
          }}
        />
      );
    case 'renameGroup':
      return (
        <NameDialog
          title="重命名分组"
          initial={dialog.name}
          groups={groups}
          renaming={dialog.groupId}
          onClose={actions.close}
          onSave={(name) => {
            actions.renameGroup(dialog.groupId, name);
            actions.close();
          }}
        />
      );
    case 'deleteGroup':
      return (
        <ConfirmDeleteDialog title="删除分组" testId="confirm-delete-group" onClose={actions.close} onConfirm={() => actions.deleteGroup(dialog.groupId)}>
          确定删除分组「{dialog.name}」吗？分组内的股票仍保留在「全部」中。
        </ConfirmDeleteDialog>
      );
    case 'batchDelete':
      return (
        <ConfirmDeleteDialog title="删除自选" testId="confirm-batch-delete" onClose={actions.close} onConfirm={() => actions.batchDelete(dialog.codes)}>
          确定删除选中的 {dialog.codes.length} 只股票吗？
        </ConfirmDeleteDialog>
      );
    default:
      return null;
  }
}
