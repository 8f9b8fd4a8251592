// The contact form (/contact, issue 17 item 3): name, e-mail, topic and message, checked on submit with
// the domain's contactRequestSchema (the API checks the same request with it, decision 017), then the
// captcha adapter's proof is solved (lib/captcha.ts) and the request sent (POST /api/content/contact).
// A refused submit puts the summary of what to fix first and moves the focus there; each error is tied to
// its field. The server's refusals (400, 429) are shown in the reader's language; once sent, the form
// gives way to a thank-you that takes the focus.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactTopic,
} from '@spc/domain/content';
import { EMAIL_MAX_LENGTH } from '@spc/domain/users';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fieldIds, SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary, FormMessage, type SummaryError } from '../../../components/ui/form-messages.tsx';
import { solveCaptcha } from '../../../lib/captcha.ts';
import { submitValidation } from '../../../lib/form.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSendContactRequest } from '../api/send-contact.ts';
import {
  CONTACT_FIELDS,
  contactErrorKey,
  contactSendFailure,
  type ContactField,
  type ContactFieldErrorKey,
  type ContactSendFailure,
} from '../contact-errors.ts';

interface ContactValues {
  name: string;
  email: string;
  /** '' until a topic is chosen (the schema refuses it with its own message). */
  topic: ContactTopic | '';
  message: string;
}

type CheckedValues = Omit<ContactValues, 'topic'> & { topic: ContactTopic };

// The captcha is solved after the check, and the language is the reader's: neither is a field.
const parseContact = zodResolver(contactRequestSchema.omit({ captcha: true, language: true }));
const contactResolver: Resolver<ContactValues, unknown, CheckedValues> = async (values, context) => {
  // An empty topic is the schema's to refuse (topic_invalid).
  const parsed = await parseContact(values as Parameters<typeof parseContact>[0], context, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.keys(parsed.errors).length === 0
    ? { values: parsed.values as CheckedValues, errors: {} }
    : { values: {}, errors: parsed.errors };
};

/** A refusal of the server keeps its catalogue key (type 'server'); the schema's keep the domain's message. */
const errorKey = (error: FieldError | undefined): ContactFieldErrorKey | null =>
  error ? (error.type === 'server' ? (error.message as ContactFieldErrorKey) : contactErrorKey(error.message)) : null;

const noSubscription = () => () => undefined;

export function ContactForm() {
  const { t } = useTranslation('content');
  // The server-rendered form cannot send (the captcha and the call need the page's JavaScript): its
  // button waits for hydration, so an early tap never submits the form natively into the URL.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { language } = useLanguage();
  const id = useId();
  const send = useSendContactRequest();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Exclude<ContactSendFailure, { kind: 'field' }> | null>(null);
  const [sent, setSent] = useState(false);
  const [solving, setSolving] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactValues, unknown, CheckedValues>({
    ...submitValidation,
    resolver: contactResolver,
    defaultValues: { name: '', email: '', topic: '', message: '' },
  });
  const message = useWatch({ control: form.control, name: 'message' });
  const busy = solving || send.isPending;

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const deliver = async (values: CheckedValues) => {
    setFailure(null);
    let captcha: string;
    setSolving(true);
    try {
      captcha = await solveCaptcha();
    } catch {
      setFailure({ kind: 'form', key: 'captchaFailed' });
      return;
    } finally {
      setSolving(false);
    }
    try {
      await send.mutateAsync({ ...values, language, captcha });
      setSent(true);
    } catch (error) {
      const refused = contactSendFailure(error);
      if (refused.kind === 'field') {
        form.setError(refused.field, { type: 'server', message: refused.key });
        setAttempt((count) => count + 1);
      } else {
        setFailure(refused);
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void form.handleSubmit(deliver, () => setAttempt((count) => count + 1))(event);
  };

  if (sent) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-1 rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900 outline-none"
      >
        <h2 className="text-lg font-bold">{t('contact.success.title')}</h2>
        <p>{t('contact.success.body')}</p>
      </div>
    );
  }

  const ids = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, `${id}-${field}`])) as Record<
    ContactField,
    string
  >;
  const { errors } = form.formState;
  const sentence = (field: ContactField): string | null => {
    const key = errorKey(errors[field]);
    return key ? t(`contact.errors.${key}`, { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX }) : null;
  };
  const summary: SummaryError[] = CONTACT_FIELDS.flatMap((field) => {
    const text = sentence(field);
    return text ? [{ id: ids[field], message: text }] : [];
  });
  const numbers = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA');
  const messageError = sentence('message');
  const messageIds = fieldIds(ids.message);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {t('contact.formTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('contact.formLead')}</p>
      </div>
      <ErrorSummary title={t('contact.summaryTitle')} errors={summary} attempt={attempt} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={ids.name}
            label={t('contact.name')}
            {...form.register('name')}
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            error={sentence('name')}
          />
          <TextField
            id={ids.email}
            label={t('contact.email')}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={sentence('email')}
          />
        </div>
        <SelectField
          id={ids.topic}
          label={t('contact.topic')}
          {...form.register('topic')}
          placeholder={t('contact.topicPlaceholder')}
          options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) }))}
          error={sentence('topic')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.message} className="text-sm font-semibold text-slate-800">
            {t('contact.message')}
          </label>
          <textarea
            id={ids.message}
            {...form.register('message')}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageIds.hint} ${messageIds.error}` : messageIds.hint}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600"
          />
          <p id={messageIds.hint} className="text-right text-sm text-slate-600 tabular-nums">
            {t('contact.counter', {
              length: numbers.format(Array.from(message).length),
              max: numbers.format(CONTACT_MESSAGE_MAX),
            })}
          </p>
          {messageError ? (
            <p id={messageIds.error} className="text-sm font-medium text-red-700">
              {messageError}
            </p>
          ) : null}
        </div>
        {failure ? (
          <FormMessage tone="error">
            {failure.kind === 'rateLimited'
              ? t('contact.errors.rateLimited', { count: failure.minutes })
              : t(`contact.errors.${failure.key}`)}
          </FormMessage>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          className="self-start"
          disabled={busy || !hydrated}
          aria-busy={busy || undefined}
        >
          {busy ? t('contact.sending') : t('contact.submit')}
        </Button>
      </form>
    </section>
  );
}
