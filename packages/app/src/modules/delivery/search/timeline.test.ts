import { describe, expect, it } from 'vitest';
import { messagesOf } from './messages.ts';
import { bouncedEvents, deliveredEvents } from './searchStoryData.ts';
import { timelineOf } from './timeline.ts';

describe('timelineOf', () => {
  it('numbers deferrals and gives the bounce its category, kind and time in queue', () => {
    const bounced = messagesOf(bouncedEvents)[1]!;
    const steps = timelineOf(bounced.events);
    expect(steps.map((step) => [step.event, step.attempt, step.tone, step.elapsedSeconds])).toEqual(
      [
        ['received', null, 'neutral', 0],
        ['deferred', 1, 'warning', 2],
        ['deferred', 2, 'warning', 727],
        ['bounced', null, 'danger', 2495],
      ],
    );
    expect(steps[1]).toMatchObject({
      dsnStatus: '4.0.0',
      mx: 'smtp-in.orange.fr',
      route: '192.0.2.10 / vmta-news-1',
      bounceKind: null,
    });
    expect(steps[3]).toMatchObject({
      dsnStatus: '5.1.1',
      bounceCategory: 'bad-mailbox',
      bounceKind: 'hard',
      deliverySeconds: 2495,
    });
  });

  it("marks the opens and clicks the server flagged as a machine's, and no other event", () => {
    const steps = timelineOf(deliveredEvents);
    expect(steps.map((step) => [step.event, step.isMachine])).toEqual([
      ['received', false],
      ['delivered', false],
      ['opened', true],
      ['opened', false],
      ['clicked', false],
    ]);
    expect(steps[1]).toMatchObject({
      deliverySeconds: 3.2,
      mx: 'mx01.mail.icloud.com',
      tone: 'success',
    });
  });

  it('ignores a machine flag on an event that is not an open or click', () => {
    const flagged = deliveredEvents.map((event) => ({ ...event, machine: true }));
    expect(timelineOf(flagged).map((step) => step.isMachine)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
