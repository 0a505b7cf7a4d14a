import { describe, expect, it } from 'vitest';
import { chatAnalyticsEvent } from './analytics';

describe('the help chat’s events in the storefront’s analytics', () => {
  it('records the chat’s own events by their names, and nothing else that arrives as the window event', () => {
    expect(chatAnalyticsEvent({ version: 1, type: 'chat_opened' })).toEqual({ type: 'chat_opened' });
    expect(chatAnalyticsEvent({ version: 1, type: 'chat_message_sent' })).toEqual({ type: 'chat_message_sent' });
    // Another script's detail, or a field riding along, never reaches the API.
    expect(chatAnalyticsEvent({ version: 1, type: 'page_view', page: 'pages/home' })).toBeUndefined();
    expect(chatAnalyticsEvent({ version: 1, type: 'chat_opened', text: 'my e-mail is ana@example.com' })).toEqual({ type: 'chat_opened' });
    expect(chatAnalyticsEvent(null)).toBeUndefined();
    expect(chatAnalyticsEvent('chat_opened')).toBeUndefined();
  });
});
