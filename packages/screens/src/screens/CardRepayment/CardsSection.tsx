import { Fragment, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { useText } from '../../i18n/LocaleProvider';
import { BankBadge } from './BankBadge';
import { CardList, Section } from './CardRepaymentScreen.styles';

/** A bound bank card (same shape as the api's `BankCard`; the number comes masked from the server). */
export interface PaymentCard {
  id: string;
  bankName: string;
  cardNo: string;
  /** The bank's logo from the server; shown only when it is an http(s) address (else a neutral bank icon). */
  logo?: string;
}

export interface CardsSectionProps {
  /** Names the heading and the list; "Choose a card" is `${id}-ask`, which Pay points to. */
  id: string;
  cards: readonly PaymentCard[];
  /** The chosen card's id (`null`: none). */
  selected: string | null;
  onSelect: (cardId: string) => void;
  /** A payment is processing: the choice is locked and Add a bank card is not offered. */
  locked: boolean;
  /** Pay was refused for want of a card: the section says to choose one. */
  askCard: boolean;
  /** The SMS step (or nothing): under the chosen card, else under the list. */
  codeStep: ReactNode;
  onAddCard?: () => void;
}

/** The borrower's bank cards as a radio group, with Add a bank card; an empty state when there are none. */
export function CardsSection({
  id,
  cards,
  selected,
  onSelect,
  locked,
  askCard,
  codeStep,
  onAddCard,
}: CardsSectionProps) {
  const t = useText();
  const chosen = cards.find((c) => c.id === selected);
  // No card yet: an empty state whose main action is adding one (no Pay that could only refuse).
  return (
    <Section as="section" aria-labelledby={id}>
      <h2 id={id}>{t('payway.cardsTitle')}</h2>
      {cards.length === 0 ? (
        <EmptyState
          kind="empty"
          headingLevel={3}
          text={t('payway.emptyTitle')}
          description={t('payway.emptyText')}
          actionLabel={t('payway.addCard')}
          onAction={onAddCard}
          data-no-cards=""
        />
      ) : (
        <>
          <CardList role="radiogroup" aria-labelledby={id} aria-describedby={`${id}-ask`}>
            {cards.map((card) => (
              <Fragment key={card.id}>
                <label data-card={card.id}>
                  <BankBadge logo={card.logo} />
                  <span data-text="">
                    <strong>{card.bankName}</strong>
                    <span>{card.cardNo}</span>
                  </span>
                  <input
                    type="radio"
                    name={id}
                    value={card.id}
                    checked={selected === card.id}
                    disabled={locked}
                    aria-label={t('payway.cardName', { bank: card.bankName, number: card.cardNo })}
                    onChange={() => onSelect(card.id)}
                  />
                  <span data-dot="" aria-hidden="true" />
                </label>
                {/* The SMS step sits right under the card it was sent for. */}
                {card.id === chosen?.id && codeStep}
              </Fragment>
            ))}
          </CardList>
          {!chosen && codeStep}
          {!locked && (
            <Button variant="text" onClick={onAddCard}>
              {t('payway.addCard')}
            </Button>
          )}
        </>
      )}
      <p role="alert" id={`${id}-ask`}>
        {askCard ? t('payway.chooseCard') : ''}
      </p>
    </Section>
  );
}
