// Opens the easy registration modal (easy-registration-dialog.tsx) from a back-to-school page: its code
// and the `account` catalogue its sign-up form speaks from are loaded on the first click, so neither
// weighs on the page (nor on the home page, whose JavaScript may not grow). Focus goes back to the
// button that opened it when it closes (the dialog remembers what had the focus).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { EasyRegistrationDialogProps } from './easy-registration-dialog.tsx';

type Dialog = (props: EasyRegistrationDialogProps) => ReactNode;

export interface EasyRegistrationContent {
  lead: string;
  membership: ReactNode;
}

export function useEasyRegistration() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [Loaded, setLoaded] = useState<Dialog | null>(null);
  const [content, setContent] = useState<EasyRegistrationContent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const start = (next: EasyRegistrationContent) => {
    setContent(next);
    if (Loaded) {
      setOpen(true);
      return;
    }
    setLoading(true);
    Promise.all([import('./easy-registration-dialog.tsx'), i18n.loadNamespaces(['account'])])
      .then(([module]) => {
        setLoaded(() => module.EasyRegistrationDialog);
        setOpen(true);
      })
      // Offline or a new release: the sign-up page does the same job.
      .catch(() => void navigate(paths.signup()))
      .finally(() => setLoading(false));
  };

  const element =
    Loaded && content ? (
      <Loaded open={open} onOpenChange={setOpen} lead={content.lead} membership={content.membership} />
    ) : null;
  return { start, element, loading };
}
