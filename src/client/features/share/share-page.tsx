import { ExternalLink, Share2 } from 'lucide-react';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label, Textarea } from '../../components/ui/input';

/** Where "Crunch This Content" goes: the text, or the title when there is no text (spec 02 §2). */
export function analyzeTarget(title: string, text: string): string {
  const content = text || title;
  return content ? `/analyze?shared=${encodeURIComponent(content)}` : '/analyze';
}

/** Only web addresses get an "open" button; anything else is shown as text. */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /share: the share target of the installed app (manifest share_target, GET). Shows what was
 * shared, read-only, and hands it to /analyze. Nothing is stored or sent from here.
 */
export default function SharePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const title = params.get('title')?.trim() ?? '';
  const text = params.get('text')?.trim() ?? '';
  const url = params.get('url')?.trim() ?? '';
  const openable = url ? safeHttpUrl(url) : null;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <Card className="mx-auto max-w-xl">
        <div className="flex items-center gap-3">
          <Share2 aria-hidden className="h-7 w-7 text-brand-700" />
          <h1 className="text-2xl font-extrabold">Shared Content</h1>
        </div>
        <p className="mt-2 text-muted">
          Crunch what you shared: it opens in the analysis page, where you can edit it first.
        </p>
        <div className="mt-6 space-y-4">
          {title ? (
            <div>
              <Label htmlFor={`${id}-title`}>Title</Label>
              <Input id={`${id}-title`} value={title} readOnly />
            </div>
          ) : null}
          {text ? (
            <div>
              <Label htmlFor={`${id}-text`}>Content</Label>
              <Textarea id={`${id}-text`} value={text} rows={4} readOnly />
            </div>
          ) : null}
          {url ? (
            <div>
              <Label htmlFor={`${id}-url`}>Source URL</Label>
              <div className="flex gap-2">
                <Input id={`${id}-url`} value={url} readOnly />
                {openable ? (
                  <Button
                    variant="secondary"
                    size="icon"
                    aria-label="Open the source in a new tab"
                    onClick={() => window.open(openable, '_blank', 'noopener,noreferrer')}
                  >
                    <ExternalLink aria-hidden className="h-5 w-5" />
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
          {!title && !text && !url ? (
            <p className="rounded-xl bg-brand-50 p-4 text-sm">
              Nothing was shared. Use your device&apos;s share menu and pick DateCrunch, or write
              about a date directly.
            </p>
          ) : null}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
          <Button onClick={() => navigate(analyzeTarget(title, text))}>Crunch This Content</Button>
          <Button variant="secondary" onClick={() => navigate('/')}>
            Cancel
          </Button>
        </div>
      </Card>
    </div>
  );
}
