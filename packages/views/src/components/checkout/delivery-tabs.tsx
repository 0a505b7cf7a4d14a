import { DELIVERY_TAB_TITLES, type DeliveryTab } from '@tireshop/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../locale';

export interface DeliveryTabsProps {
  /** From core's availableTabs, in display order. */
  tabs: readonly DeliveryTab[];
  selected: DeliveryTab;
  onSelect: (tab: DeliveryTab) => void;
  /** Element ids of each tab and its panel (the panels are rendered by the caller). */
  tabId: (tab: DeliveryTab) => string;
  panelId: (tab: DeliveryTab) => string;
  /** A line under each title, e.g. the shipping price. */
  hints?: Partial<Record<DeliveryTab, string>>;
  label: string;
  disabled?: boolean;
}

function TabIcon({ tab }: { tab: DeliveryTab }) {
  const common = {
    width: 22,
    height: 22,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (tab) {
    case 'installer':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M3 21V9l9-5 9 5v12" />
          <path d="M7 21v-7h10v7M7 17h10" />
        </svg>
      );
    case 'mobile':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M2 16V7h11v9M13 10h4l4 4v2h-8" />
          <circle cx="6.5" cy="17.5" r="2" />
          <circle cx="17.5" cy="17.5" r="2" />
        </svg>
      );
    case 'home':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M3 11l9-7 9 7" />
          <path d="M5 10v10h14V10M10 20v-6h4v6" />
        </svg>
      );
    case 'courier':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
      );
    case 'warehouse':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M3 21V8l9-4 9 4v13" />
          <path d="M7 21v-9h10v9M7 15h10M7 18h10" />
        </svg>
      );
  }
}

/**
 * The delivery tabs (spec §4 Delivery tabs) as a WAI-ARIA tablist: one tab in the Tab order
 * (roving tabindex), arrow keys, Home and End move between tabs, Enter or Space chooses one
 * (manual activation: choosing re-prices the cart on the server, so arrowing past a tab must not),
 * aria-selected and aria-controls tie each tab to its panel.
 */
export function DeliveryTabs({ tabs, selected, onSelect, tabId, panelId, hints = {}, label, disabled = false }: DeliveryTabsProps) {
  const t = useMessages('checkout');
  const [focusTab, setFocusTab] = useState<DeliveryTab | null>(null);
  const refs = useRef(new Map<DeliveryTab, HTMLButtonElement>());
  // The tab reached with Tab is the chosen one, unless the arrows moved elsewhere since.
  const rover = focusTab && tabs.includes(focusTab) ? focusTab : selected;

  function move(event: KeyboardEvent<HTMLButtonElement>, from: DeliveryTab) {
    const i = tabs.indexOf(from);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (i + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (i - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    setFocusTab(tab);
    refs.current.get(tab)?.focus();
  }

  return (
    <div className={`ts-checkout-tabs ts-checkout-tabs--${tabs.length}`} role="tablist" aria-label={label} aria-orientation="horizontal">
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className="ts-checkout-tabs__tab"
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === rover ? 0 : -1}
          aria-disabled={disabled || undefined}
          onKeyDown={(e) => move(e, tab)}
          onFocus={() => setFocusTab(tab)}
          onBlur={() => setFocusTab(null)}
          onClick={() => {
            if (!disabled && tab !== selected) onSelect(tab);
          }}
        >
          <TabIcon tab={tab} />
          <span className="ts-checkout-tabs__text">
            <span className="ts-checkout-tabs__title">{t(DELIVERY_TAB_TITLES[tab])}</span>
            {hints[tab] && <span className="ts-checkout-tabs__hint">{hints[tab]}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
