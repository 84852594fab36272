import { HISTORY_MESSAGES } from '../../../shared/history';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';

/** Asks before a date is erased; the caller deletes on confirm. */
export function DeleteEntryDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={HISTORY_MESSAGES.deleteConfirmTitle}
        description={HISTORY_MESSAGES.deleteConfirm}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete date'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
