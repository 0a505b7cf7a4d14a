import {
  DRIVING_CONDITIONS,
  GUIDED_QUESTION_COUNT,
  GUIDED_STEPS,
  MAX_SHOPPING_PRIORITIES,
  SHOPPING_PRIORITIES,
  type GuidedList,
  type GuidedOption,
  type GuidedShopping as GuidedShoppingStore,
  type GuidedState,
} from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { ErrorState, ResultsSkeleton } from '../tire-results';
import { GuidedResults } from './guided-results';
import { CONDITION_TEXT, PRIORITY_TEXT } from './guided-text';

const STEP_TITLES = ['Your tires', 'How you drive', 'What matters most'] as const;

export interface GuidedShoppingProps {
  guided: GuidedShoppingStore;
  Link?: LinkComponent;
}

/**
 * Guided shopping: three questions, one at a time, then the ranked list with reasons. Each
 * question is a form (Enter goes on); when the question changes, focus moves to its heading so
 * keyboard and screen-reader users start at the top of it.
 */
export function GuidedShopping({ guided, Link = PlainLink }: GuidedShoppingProps) {
  const state = useStore(guided.$guided);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const firstStep = useRef(true);
  const stepIndex = GUIDED_STEPS.indexOf(state.step);

  useEffect(() => {
    guided.start();
  }, [guided]);

  useEffect(() => {
    // Not on first render: the page's own heading comes first when it loads.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  const next = (e: FormEvent) => {
    e.preventDefault();
    guided.next();
  };

  return (
    <div className="ts-guided">
      <ol className="ts-guided__progress" aria-label="Progress">
        {STEP_TITLES.map((title, i) => (
          <li
            key={title}
            className={i < stepIndex ? 'ts-guided__done' : i === stepIndex ? 'ts-guided__current' : undefined}
            aria-current={i === stepIndex ? 'step' : undefined}
          >
            <span className="ts-guided__step-number" aria-hidden="true">
              {i < stepIndex ? '✓' : i + 1}
            </span>
            <span>
              {title}
              {i < stepIndex && <span className="ts-visually-hidden"> (answered)</span>}
            </span>
          </li>
        ))}
      </ol>
      {state.step === 'results' ? (
        <section className="ts-guided__panel" aria-labelledby="ts-guided-results-title">
          <h2 id="ts-guided-results-title" ref={headingRef} tabIndex={-1} className="ts-guided__title">
            Your best matches
          </h2>
          {state.result.status === 'loading' && (
            <>
              <p role="status">Finding the best tires for you…</p>
              <ResultsSkeleton count={3} />
            </>
          )}
          {state.result.status === 'error' && (
            <ErrorState message={state.result.error ?? 'Oops, something went wrong'} onRetry={() => guided.retry()} />
          )}
          {state.result.status === 'ready' && state.result.data && <GuidedResults answer={state.result.data} Link={Link} />}
          <div className="ts-guided__actions">
            <button type="button" className="ts-button ts-button--quiet" onClick={() => guided.back()}>
              Change my answers
            </button>
            <button type="button" className="ts-button ts-button--quiet" onClick={() => guided.restart()}>
              Start over
            </button>
          </div>
        </section>
      ) : (
        <form className="ts-guided__panel" onSubmit={next} noValidate>
          <p className="ts-guided__count">
            Question {stepIndex + 1} of {GUIDED_QUESTION_COUNT}
          </p>
          {state.step === 'fitment' && <FitmentQuestion guided={guided} state={state} headingRef={headingRef} />}
          {state.step === 'conditions' && (
            <ChoiceQuestion
              headingRef={headingRef}
              title="How will you drive on these tires?"
              hint="Choose all that apply, or none to skip."
              values={DRIVING_CONDITIONS}
              text={CONDITION_TEXT}
              chosen={state.drivingConditions}
              onToggle={(c) => guided.toggleCondition(c)}
            />
          )}
          {state.step === 'priorities' && (
            <ChoiceQuestion
              headingRef={headingRef}
              title="What matters most to you?"
              hint={`Choose up to ${MAX_SHOPPING_PRIORITIES}. ${state.priorities.length} chosen.`}
              values={SHOPPING_PRIORITIES}
              text={PRIORITY_TEXT}
              chosen={state.priorities}
              onToggle={(p) => guided.togglePriority(p)}
              problem={state.problem}
            />
          )}
          {state.step === 'fitment' && state.problem && (
            <p className="ts-guided__problem" id="ts-guided-problem" role="alert">
              {state.problem}
            </p>
          )}
          <div className="ts-guided__actions">
            {stepIndex > 0 && (
              <button type="button" className="ts-button ts-button--quiet" onClick={() => guided.back()}>
                Back
              </button>
            )}
            <button type="submit" className="ts-button ts-button--accent">
              {state.step === 'priorities' ? 'Show my tires' : 'Next'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function FitmentQuestion({
  guided,
  state,
  headingRef,
}: {
  guided: GuidedShoppingStore;
  state: GuidedState;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { fitment, lists } = state;
  const describedBy = state.problem ? 'ts-guided-problem' : undefined;
  return (
    <fieldset className="ts-guided__fieldset">
      <legend className="ts-guided__legend">
        <h2 ref={headingRef} tabIndex={-1} className="ts-guided__title">
          Which tires are we looking for?
        </h2>
      </legend>
      <div className="ts-guided__modes" role="radiogroup" aria-label="Find by">
        {(['vehicle', 'size'] as const).map((mode) => (
          <label key={mode} className="ts-guided__mode">
            <input type="radio" name={`${id}-mode`} value={mode} checked={fitment.mode === mode} onChange={() => guided.setMode(mode)} />
            <span>{mode === 'vehicle' ? 'My vehicle' : 'My tire size'}</span>
          </label>
        ))}
      </div>
      {fitment.mode === 'size' ? (
        <div className="ts-guided__row">
          <label htmlFor={`${id}-size`} className="ts-guided__label">
            Tire size
          </label>
          <input
            id={`${id}-size`}
            className="ts-guided__input"
            value={fitment.size}
            onChange={(e) => guided.setSize(e.currentTarget.value)}
            placeholder="225/45R17"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={state.problem ? true : undefined}
            aria-describedby={[`${id}-size-hint`, describedBy].filter(Boolean).join(' ')}
          />
          <p id={`${id}-size-hint`} className="ts-guided__hint">
            It is printed on your tire's sidewall, e.g. 225/45R17.
          </p>
        </div>
      ) : (
        <div className="ts-guided__vehicle">
          <VehicleSelect
            id={`${id}-make`}
            label="Make"
            list={lists.makes}
            value={fitment.make}
            onChange={(v) => guided.chooseMake(v)}
            describedBy={describedBy}
            onRetry={() => guided.retry()}
          />
          <VehicleSelect
            id={`${id}-model`}
            label="Model"
            list={lists.models}
            value={fitment.model}
            onChange={(v) => guided.chooseModel(v)}
            disabled={!fitment.make}
            describedBy={describedBy}
            onRetry={() => guided.retry()}
          />
          <VehicleSelect
            id={`${id}-year`}
            label="Year"
            list={lists.years}
            value={fitment.year}
            onChange={(v) => guided.chooseYear(v)}
            disabled={!fitment.model}
            describedBy={describedBy}
            onRetry={() => guided.retry()}
          />
          <VehicleSelect
            id={`${id}-trim`}
            label="Trim (optional)"
            list={lists.trims}
            value={fitment.trim}
            onChange={(v) => guided.chooseTrim(v)}
            disabled={!fitment.year}
            onRetry={() => guided.retry()}
          />
        </div>
      )}
    </fieldset>
  );
}

function VehicleSelect(props: {
  id: string;
  label: string;
  list: GuidedList<GuidedOption>;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string;
  onRetry: () => void;
}) {
  const { id, label, list } = props;
  const placeholder = list.status === 'loading' ? 'Loading…' : props.disabled ? '—' : `Choose…`;
  return (
    <div className="ts-guided__row">
      <label htmlFor={id} className="ts-guided__label">
        {label}
      </label>
      <select
        id={id}
        className="ts-guided__select"
        value={props.value}
        disabled={props.disabled || list.status === 'loading'}
        aria-busy={list.status === 'loading' ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {list.items.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {list.status === 'error' && (
        <p className="ts-guided__problem" role="alert">
          We couldn't load the {label.replace(' (optional)', '').toLowerCase()} list.{' '}
          <button type="button" className="ts-search__text-button" onClick={props.onRetry}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}

function ChoiceQuestion<T extends string>(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  hint: string;
  values: readonly T[];
  text: Record<T, { label: string; detail: string }>;
  chosen: readonly T[];
  onToggle: (value: T) => void;
  problem?: string | null;
}): ReactNode {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <fieldset className="ts-guided__fieldset" aria-describedby={`${id}-hint${props.problem ? ` ${id}-problem` : ''}`}>
      <legend className="ts-guided__legend">
        <h2 ref={props.headingRef} tabIndex={-1} className="ts-guided__title">
          {props.title}
        </h2>
      </legend>
      <p id={`${id}-hint`} className="ts-guided__hint" aria-live="polite">
        {props.hint}
      </p>
      <div className="ts-guided__choices">
        {props.values.map((value) => {
          const checked = props.chosen.includes(value);
          return (
            <label key={value} className={`ts-guided__choice${checked ? ' ts-guided__choice--on' : ''}`}>
              <input type="checkbox" checked={checked} onChange={() => props.onToggle(value)} />
              <span className="ts-guided__choice-text">
                <span className="ts-guided__choice-label">{props.text[value].label}</span>
                <span className="ts-guided__choice-detail">{props.text[value].detail}</span>
              </span>
            </label>
          );
        })}
      </div>
      {props.problem && (
        <p id={`${id}-problem`} className="ts-guided__problem" role="alert">
          {props.problem}
        </p>
      )}
    </fieldset>
  );
}
