import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import {
  checkContact,
  contactMailto,
  EMPTY_CONTACT,
  type ContactField,
  type ContactValues,
} from './contactForm';
import { Lead, Panel, SectionTitle } from './siteParts';

export interface ContactSectionProps {
  /** What the form holds, for a host that drives it; cleared after a successful submit. */
  value?: ContactValues;
  defaultValue?: ContactValues;
  onChange?: (value: ContactValues) => void;
  /** A complete form was sent (no server call: it goes through the borrower's mail app). */
  onSubmit?: (value: ContactValues) => void;
  /**
   * Opens the borrower's mail app with the message (a `mailto:` address to the company, subject and body
   * filled in); the page does `location.assign(href)`. Without it, the link under the form opens it.
   */
  onOpenMail?: (href: string) => void;
  /** The company's e-mail (runtime configuration) the form writes to; empty: no form, the phone instead. */
  companyEmail: string;
  /** The company's telephone, offered when there is no e-mail to write to. */
  companyPhone?: string;
}

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
`;

const MessageField = styled.div`
  display: grid;
  gap: ${space.xs};

  & > label {
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
  & > textarea {
    width: 100%;
    min-height: calc(5 * 1.5em + 2 * ${space.sm});
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color['control-border']};
    border-radius: ${radius.md};
    background: ${color.surface};
    font: inherit;
    /* 16 px: no zoom on focus in mobile browsers. */
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.normal};
    resize: vertical;
  }
  & > textarea:focus {
    outline: none;
    border-color: ${color.brand};
    box-shadow: 0 0 0 3px ${color['brand-soft']};
  }
  & > textarea[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

const Outcome = styled.p`
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  font-weight: ${font.weight.medium};

  &[data-tone='error'] {
    background: ${color['danger-soft']};
    color: ${color.danger};
  }
  &[data-tone='success'] {
    background: ${color['success-soft']};
    color: ${color.success};
  }
`;

const Note = styled.p`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Submit = styled(Button)`
  justify-self: start;
  min-width: calc(3 * ${size.touch});
`;

type Outcome = 'incomplete' | 'email' | { sent: ContactValues; href: string } | null;

/**
 * Contact Us (nav 5; spec 5): Full name, Your E-mail and Message, all required ("Please provide complete
 * information!"), the e-mail checked for its form. A complete form opens the borrower's mail app with the
 * message to the company's configured e-mail (DESIGN.md: no server call, as the spec says), clears, and
 * says the message is ready there, with a link to open it again. No e-mail configured: no form.
 */
export function ContactSection({ companyEmail, companyPhone = '', ...props }: ContactSectionProps) {
  const t = useText();
  const phone = companyPhone.trim();
  if (!companyEmail)
    return (
      <>
        <SectionTitle tabIndex={-1}>{t('site.title.contact')}</SectionTitle>
        <Lead>{phone ? t('site.contact.leadCall', { phone }) : t('site.contact.leadApp')}</Lead>
      </>
    );
  return <ContactForm companyEmail={companyEmail} {...props} />;
}

function ContactForm({
  value,
  defaultValue = EMPTY_CONTACT,
  onChange,
  onSubmit,
  onOpenMail,
  companyEmail,
}: Omit<ContactSectionProps, 'companyPhone'>) {
  const t = useText();
  const [form, setForm] = useControllableState(value, defaultValue, onChange);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState<readonly ContactField[]>([]);
  const noteId = useId();
  const outcomeId = useId();

  const edit = (field: ContactField) => (text: string) => {
    setForm({ ...form, [field]: text });
    if (typeof outcome === 'object') setOutcome(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkContact(form);
    setInvalid(check.fields);
    if (check.problem) {
      setOutcome(check.problem);
      const first = event.currentTarget.elements.namedItem(check.fields[0] ?? 'name');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    const sent = { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
    const href = contactMailto({
      to: companyEmail,
      subject: t('site.contact.mailSubject', { name: sent.name }),
      body: `${sent.message}\n\n${t('site.contact.mailSignature', { name: sent.name, email: sent.email })}`,
    });
    onSubmit?.(sent);
    onOpenMail?.(href);
    setForm(EMPTY_CONTACT);
    setOutcome({ sent, href });
  };
  const isInvalid = (field: ContactField) => invalid.includes(field);
  const described = typeof outcome === 'string' ? outcomeId : undefined;

  return (
    <>
      <SectionTitle tabIndex={-1}>{t('site.title.contact')}</SectionTitle>
      <Lead>{t('site.contact.lead')}</Lead>
      <Panel aria-label={t('site.title.contact')}>
        <Form noValidate onSubmit={submit} aria-describedby={noteId}>
          <TextField
            label={t('site.contact.name')}
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={edit('name')}
            invalid={isInvalid('name')}
            aria-describedby={isInvalid('name') ? described : undefined}
          />
          <TextField
            label={t('site.contact.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={edit('email')}
            invalid={isInvalid('email')}
            aria-describedby={isInvalid('email') ? described : undefined}
          />
          <MessageField>
            <label htmlFor={`${noteId}-message`}>{t('site.contact.message')}</label>
            <textarea
              id={`${noteId}-message`}
              name="message"
              required
              rows={5}
              value={form.message}
              onChange={(e) => edit('message')(e.target.value)}
              aria-invalid={isInvalid('message') || undefined}
              aria-describedby={isInvalid('message') ? described : undefined}
            />
          </MessageField>
          {/* Read out as it appears; the first field to fix gets focus. */}
          {outcome && typeof outcome === 'object' ? (
            <Outcome role="status" data-tone="success">
              {t('site.contact.sent', { from: outcome.sent.email })}{' '}
              <a href={outcome.href}>{t('site.contact.openAgain')}</a>
            </Outcome>
          ) : (
            outcome && (
              <Outcome id={outcomeId} role="alert" data-tone="error">
                {t(outcome === 'email' ? 'site.contact.badEmail' : 'site.contact.incomplete')}
              </Outcome>
            )
          )}
          <Submit type="submit">{t('site.contact.submit')}</Submit>
          <Note id={noteId}>
            {t('site.contact.how', { email: companyEmail })}{' '}
            {t('site.contact.writeTo', { email: companyEmail })}
          </Note>
        </Form>
      </Panel>
    </>
  );
}
