import {
  isFilledText,
  REVIEW_ATTRIBUTES,
  REVIEW_LIMITS,
  REVIEW_RATING_VALUES,
  reviewDraftProblem,
  type ReviewAttribute,
  type ReviewDraft,
} from '@tireshop/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_ATTRIBUTE_LABELS } from './reviews';

export type ReviewSubmitResult = { ok: true } | { ok: false; message: string };

export interface ReviewFormProps {
  /** The tire being reviewed, e.g. "Michelin Pilot Sport 4S". */
  productName: string;
  /** Sends the review; called only with a draft that passes the spec §5 rule. */
  onSubmit: (draft: ReviewDraft) => Promise<ReviewSubmitResult>;
}

type Invalid = Partial<Record<'ratings' | 'title' | 'body' | 'authorName' | 'milesDriven', boolean>>;

function draftFrom(form: HTMLFormElement): ReviewDraft {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const ratings = Object.fromEntries(
    REVIEW_ATTRIBUTES.map((a) => {
      const value = data.get(`rating-${a}`);
      return [a, value ? Number(value) : null];
    }),
  ) as Record<ReviewAttribute, number | null>;
  const miles = text('milesDriven').replace(/[,\s]/g, '');
  return {
    ratings,
    title: text('title'),
    body: text('body'),
    authorName: text('authorName'),
    authorLocation: text('authorLocation') || null,
    vehicle: text('vehicle') || null,
    milesDriven: miles === '' ? null : Number(miles),
  };
}

function invalidFields(draft: ReviewDraft): Invalid {
  const rated = REVIEW_ATTRIBUTES.some((a) => draft.ratings?.[a] != null);
  return {
    ratings: !rated,
    title: !isFilledText(draft.title),
    body: !isFilledText(draft.body),
    authorName: !isFilledText(draft.authorName),
    milesDriven: draft.milesDriven != null && !(Number.isInteger(draft.milesDriven) && (draft.milesDriven as number) >= 0),
  };
}

function RatingInput({ attribute, invalid }: { attribute: ReviewAttribute; invalid: boolean }) {
  const id = useId();
  return (
    <fieldset className={`ts-star-input${invalid ? ' ts-star-input--invalid' : ''}`}>
      <legend>{REVIEW_ATTRIBUTE_LABELS[attribute]}</legend>
      <div className="ts-star-input__options">
        {REVIEW_RATING_VALUES.map((n) => (
          <span key={n}>
            <input type="radio" id={`${id}-${n}`} name={`rating-${attribute}`} value={n} />
            <label htmlFor={`${id}-${n}`}>
              {n}
              <span className="ts-visually-hidden"> {n === 1 ? 'star' : 'stars'}</span>
            </label>
          </span>
        ))}
        <span>
          <input type="radio" id={`${id}-skip`} name={`rating-${attribute}`} value="" defaultChecked />
          <label htmlFor={`${id}-skip`} className="ts-star-input__skip">
            Skip
          </label>
        </span>
      </div>
    </fieldset>
  );
}

/**
 * The review form (…/write-a-review). spec §5: a review needs at least one of dry, wet, winter,
 * comfort, noise and treadwear rated 1–5 (and we need a title, the review and a name); when the
 * rule is not met the form says "Complete all fields to submit." and sends nothing. The rule is
 * core's `reviewDraftProblem`, the very function the API runs. A failed send says spec §8's
 * "Oops, something went wrong! Please try again." (the page passes that message).
 */
export function ReviewForm({ productName, onSubmit }: ReviewFormProps) {
  const id = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Invalid>({});
  const [sending, setSending] = useState(false);
  // Sending needs JavaScript (the review goes to the API from the browser); until the page is
  // interactive the button stays disabled rather than letting the browser submit the form itself.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const draft = draftFrom(event.currentTarget);
    const problem = reviewDraftProblem(draft);
    if (problem) {
      setInvalid(invalidFields(draft));
      setMessage(problem);
      // The message is announced (role=alert) and focused, so keyboard users land on it.
      requestAnimationFrame(() => messageRef.current?.focus());
      return;
    }
    setInvalid({});
    setMessage(null);
    setSending(true);
    const result = await onSubmit(draft);
    setSending(false);
    if (!result.ok) {
      setMessage(result.message);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  }

  const describedBy = (field: keyof Invalid) => (invalid[field] && message ? `${id}-message` : undefined);

  return (
    <form className="ts-review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ts-review-form__title">
        Your review of the {productName}
      </h2>
      <p className="ts-review-form__intro">
        Rate at least one of the six attributes and tell other drivers how the tires do. Fields marked optional can stay empty.
      </p>
      <fieldset className="ts-review-form__ratings" aria-describedby={describedBy('ratings')}>
        <legend>How do the tires perform?</legend>
        <div className="ts-review-form__rating-grid">
          {REVIEW_ATTRIBUTES.map((a) => (
            <RatingInput key={a} attribute={a} invalid={!!invalid.ratings} />
          ))}
        </div>
      </fieldset>
      <div className="ts-field">
        <label htmlFor={`${id}-title-input`}>Review title</label>
        <input
          id={`${id}-title-input`}
          name="title"
          required
          maxLength={REVIEW_LIMITS.title}
          aria-invalid={invalid.title || undefined}
          aria-describedby={describedBy('title')}
          placeholder="Sum it up in a few words"
        />
      </div>
      <div className="ts-field">
        <label htmlFor={`${id}-body`}>Your review</label>
        <textarea
          id={`${id}-body`}
          name="body"
          required
          rows={6}
          maxLength={REVIEW_LIMITS.body}
          aria-invalid={invalid.body || undefined}
          aria-describedby={describedBy('body')}
        />
      </div>
      <div className="ts-review-form__row">
        <div className="ts-field">
          <label htmlFor={`${id}-name`}>Your name</label>
          <input
            id={`${id}-name`}
            name="authorName"
            required
            autoComplete="name"
            maxLength={REVIEW_LIMITS.authorName}
            aria-invalid={invalid.authorName || undefined}
            aria-describedby={describedBy('authorName')}
          />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-location`}>
            City or state <span className="ts-field__optional">(optional)</span>
          </label>
          <input id={`${id}-location`} name="authorLocation" autoComplete="address-level2" maxLength={REVIEW_LIMITS.authorLocation} />
        </div>
      </div>
      <div className="ts-review-form__row">
        <div className="ts-field">
          <label htmlFor={`${id}-vehicle`}>
            Vehicle <span className="ts-field__optional">(optional)</span>
          </label>
          <input id={`${id}-vehicle`} name="vehicle" maxLength={REVIEW_LIMITS.vehicle} placeholder="2021 Toyota Camry" />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-miles`}>
            Miles driven on these tires <span className="ts-field__optional">(optional)</span>
          </label>
          <input
            id={`${id}-miles`}
            name="milesDriven"
            inputMode="numeric"
            maxLength={9}
            aria-invalid={invalid.milesDriven || undefined}
            aria-describedby={describedBy('milesDriven')}
          />
        </div>
      </div>
      <p id={`${id}-message`} ref={messageRef} className="ts-review-form__message" role="alert" tabIndex={-1} hidden={!message}>
        {message}
      </p>
      <button className="ts-button ts-button--accent" type="submit" disabled={!ready} aria-disabled={sending || undefined}>
        {sending ? 'Submitting…' : 'Submit review'}
      </button>
      <noscript>
        <p className="ts-review-form__intro">Sending a review needs JavaScript. Please turn it on to post your review.</p>
      </noscript>
    </form>
  );
}
