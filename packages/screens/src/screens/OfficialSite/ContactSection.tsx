import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { checkContact, EMPTY_CONTACT, type ContactField, type ContactValues } from './contactForm';
import { Lead, Panel, SectionTitle } from './siteParts';

export interface ContactSectionProps {
  /** What the form holds, for a host that drives it; cleared after a successful submit. */
  value?: ContactValues;
  defaultValue?: ContactValues;
  onChange?: (value: ContactValues) => void;
  /** A complete form was submitted (the spec sends it nowhere: no server call). */
  onSubmit?: (value: ContactValues) => void;
  /** The company's e-mail, named under the form as the sure way to reach it. */
  companyEmail: string;
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

type Outcome = 'incomplete' | 'email' | 'sent' | null;

/**
 * Contact Us (nav 5; spec 5): Full name, Your E-mail and Message, all required ("Please provide complete
 * information!"), the e-mail checked for its form; a complete form says "Submitted successfully" and
 * clears. Nothing is sent to a server (the spec makes no call), and the note under the form says so.
 */
export function ContactSection({
  value,
  defaultValue = EMPTY_CONTACT,
  onChange,
  onSubmit,
  companyEmail,
}: ContactSectionProps) {
  const t = useText();
  const [form, setForm] = useControllableState(value, defaultValue, onChange);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState<readonly ContactField[]>([]);
  const noteId = useId();
  const outcomeId = useId();

  const edit = (field: ContactField) => (text: string) => {
    setForm({ ...form, [field]: text });
    if (outcome === 'sent') setOutcome(null);
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
    onSubmit?.({ name: form.name.trim(), email: form.email.trim(), message: form.message.trim() });
    setForm(EMPTY_CONTACT);
    setOutcome('sent');
  };
  const isInvalid = (field: ContactField) => invalid.includes(field);
  const described = outcome && outcome !== 'sent' ? outcomeId : undefined;

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
          {outcome === 'sent' ? (
            <Outcome role="status" data-tone="success">
              {t('site.contact.sent')}
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
            {companyEmail
              ? t('site.contact.replyNote', { email: companyEmail })
              : t('site.contact.replyNoteNoEmail')}
          </Note>
        </Form>
      </Panel>
    </>
  );
}
