// The HTML part's document opens with the policy that keeps the network out.
import { expect, it } from 'vitest';
import { htmlFrameDocument, htmlPartPolicy } from './htmlFrame.ts';

it('puts the policy before anything of the message', () => {
  const html = '<html><head><link rel="stylesheet" href="https://t.example/a.css"></head></html>';
  const document = htmlFrameDocument(html);
  expect(document.startsWith('<meta http-equiv="Content-Security-Policy"')).toBe(true);
  expect(document.indexOf(htmlPartPolicy)).toBeLessThan(document.indexOf('<html>'));
  expect(document.endsWith(html)).toBe(true);
});

it('sends links to a new window, which the sandbox refuses, ahead of the message’s own base', () => {
  const document = htmlFrameDocument('<base target="_self"><a href="https://x.example">x</a>');
  expect(document.indexOf('<base target="_blank">')).toBeLessThan(
    document.indexOf('<base target="_self">'),
  );
});

it('keeps the message’s doctype first, so it renders in the same mode', () => {
  const document = htmlFrameDocument('<!DOCTYPE html>\n<html><body>Hi</body></html>');
  expect(document.startsWith('<!DOCTYPE html><meta http-equiv="Content-Security-Policy"')).toBe(
    true,
  );
});

it('allows no script, no remote image and no remote style', () => {
  expect(htmlPartPolicy).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
});
