import { useText } from '../../i18n/LocaleProvider';
import { Chip, TopicRow, Topics } from './ChatbotScreen.styles';

/** A top category, as its tab shows it (the server's short title where it sends one). */
export interface ChatCategory {
  id: string;
  title: string;
}

export interface ChatTopicsProps {
  categories: readonly ChatCategory[];
  /** The category chosen last: its tab shows as selected. */
  selectedCategory?: string;
  onSelectCategory?: (category: ChatCategory) => void;
  /** "Talk to a person" was tapped: the screen asks first (it opens a dialog). */
  onAskPerson: () => void;
}

/** Above the text box: "Talk to a person", then the topic tabs in a row that scrolls sideways. */
export function ChatTopics({ categories, selectedCategory, onSelectCategory, onAskPerson }: ChatTopicsProps) {
  const t = useText();
  return (
    <TopicRow>
      <Chip type="button" data-person="" aria-haspopup="dialog" onClick={onAskPerson}>
        <PersonIcon />
        {t('chatbot.talkToPerson')}
      </Chip>
      <Topics role="group" aria-label={t('chatbot.topics')}>
        {categories.map((c) => (
          <Chip
            key={c.id}
            type="button"
            aria-pressed={c.id === selectedCategory}
            onClick={() => onSelectCategory?.(c)}
          >
            {c.title}
          </Chip>
        ))}
      </Topics>
    </TopicRow>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
