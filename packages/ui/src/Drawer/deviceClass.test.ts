import { describe, expect, it } from 'vitest';
import { deviceClass, isOpenInitially, swipeAction } from './deviceClass.ts';

describe('deviceClass', () => {
  it('is mobile under 600 px', () => {
    expect(deviceClass(0)).toBe('mobile');
    expect(deviceClass(390)).toBe('mobile');
    expect(deviceClass(599)).toBe('mobile');
  });

  it('is tablet from 600 to under 1200 px', () => {
    expect(deviceClass(600)).toBe('tablet');
    expect(deviceClass(1024)).toBe('tablet');
    expect(deviceClass(1199)).toBe('tablet');
  });

  it('is desktop from 1200 px', () => {
    expect(deviceClass(1200)).toBe('desktop');
    expect(deviceClass(1920)).toBe('desktop');
  });
});

describe('isOpenInitially', () => {
  it('opens only above 1200 px', () => {
    expect(isOpenInitially(1200)).toBe(false);
    expect(isOpenInitially(1201)).toBe(true);
    expect(isOpenInitially(390)).toBe(false);
  });
});

describe('swipeAction', () => {
  it('opens on a swipe right over 100 px', () => {
    expect(swipeAction(101, 0)).toBe('open');
    expect(swipeAction(250, 40)).toBe('open');
  });

  it('closes on a swipe left over 100 px', () => {
    expect(swipeAction(-101, 0)).toBe('close');
  });

  it('ignores swipes of 100 px or less', () => {
    expect(swipeAction(100, 0)).toBeNull();
    expect(swipeAction(-100, 0)).toBeNull();
    expect(swipeAction(30, 5)).toBeNull();
  });

  it('ignores mostly vertical gestures (scrolling)', () => {
    expect(swipeAction(120, 300)).toBeNull();
  });

  it('takes another threshold', () => {
    expect(swipeAction(60, 0, 50)).toBe('open');
  });
});
