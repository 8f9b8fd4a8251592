/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER_DESKTOP_MIN_WIDTH, MENU_DESKTOP_MIN_WIDTH } from './media.ts';

describe('breakpoints', () => {
  it('match the spec §9 values defined once in the CSS theme', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../index.css'), 'utf8');
    const value = (name: string) => new RegExp(`--breakpoint-${name}:\\s*(\\d+)px`).exec(css)?.[1];
    expect(value('tablet')).toBe('501');
    expect(value('desktop')).toBe('769');
    expect(Number(value('header'))).toBe(HEADER_DESKTOP_MIN_WIDTH);
    expect(Number(value('menu'))).toBe(MENU_DESKTOP_MIN_WIDTH);
  });
});
