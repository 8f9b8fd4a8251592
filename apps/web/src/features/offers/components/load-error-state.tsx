// Something could not be loaded (network, server): what happened and a retry that asks again.
import { Button } from '../../../components/ui/button.tsx';

interface LoadErrorStateProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadErrorState({ title, body, retryLabel, onRetry, retrying = false }: LoadErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold text-red-900">{title}</h2>
      <p className="text-red-800">{body}</p>
      <Button onClick={onRetry} disabled={retrying} className="mt-2">
        {retryLabel}
      </Button>
    </div>
  );
}
