import { describe, expect, it } from 'vitest';
import { messagesOf } from './messages.ts';
import { bouncedEvents, deliveredEvents } from './searchStoryData.ts';

describe('messagesOf', () => {
  it('makes one row per Message-ID and recipient, in the order of their first event', () => {
    const rows = messagesOf(bouncedEvents);
    expect(rows.map((row) => [row.messageId, row.status, row.events.length])).toEqual([
      ['20261118.77b2e0@news.example.com', 'delivered', 2],
      ['20261119.8f3a1c@news.example.com', 'hardBounce', 4],
    ]);
    expect(rows[1]).toMatchObject({
      time: '2026-11-19T08:00:02.000Z',
      recipient: 'j.dupont@orange.fr',
      sender: 'news@news.example.com',
      provider: 'orange',
      route: '192.0.2.10 / vmta-news-1',
      campaign: 'black-friday-2026',
      complained: false,
    });
  });

  it('reads the final status from the last outcome: a later out-of-band bounce wins', () => {
    const [received, delivered] = deliveredEvents;
    const bounce = {
      ...delivered!,
      event: 'bounced' as const,
      timestamp: '2026-11-19T09:00:00.000Z',
      bounce_category: 'spam-related' as const,
    };
    expect(messagesOf([received!, delivered!, bounce])[0]?.status).toBe('softBounce');
    expect(messagesOf([received!, delivered!])[0]?.status).toBe('delivered');
  });

  it('tells a message still retried, only submitted, or only followed up in the range', () => {
    const [received, , opened] = deliveredEvents;
    const deferred = { ...received!, event: 'deferred' as const };
    expect(messagesOf([received!, deferred])[0]?.status).toBe('deferred');
    expect(messagesOf([received!])[0]?.status).toBe('queued');
    expect(messagesOf([opened!])[0]?.status).toBe('noOutcome');
  });

  it('flags a complaint and keeps events without a Message-ID apart', () => {
    const [received, delivered] = deliveredEvents;
    const complaint = { ...delivered!, event: 'complained' as const };
    expect(messagesOf([received!, delivered!, complaint])[0]?.complained).toBe(true);
    const anonymous = { ...received!, message_id: null };
    expect(messagesOf([anonymous, anonymous])).toHaveLength(2);
  });
});
