// @vitest-environment jsdom
// The side panel's left edge resizes it by keyboard and by dragging: ArrowLeft widens by a
// step, ArrowRight narrows, Home/End go to the bounds, never past them (nor past 60% of
// the window); the separator says its value; the width is the panel's flex basis.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SidePanel } from '../../../../renderer/src/components/side-panel';
import { clampPanelWidth, PANEL_WIDTH, usePanelWidth } from '../../../../renderer/src/stores/panel-width-store';

beforeEach(() => {
  window.innerWidth = 1440;
  usePanelWidth.setState({ width: PANEL_WIDTH.initial });
});
afterEach(cleanup);

function panel() {
  render(createElement(SidePanel, { title: 'Payment pay_1', onClose: () => undefined, children: 'body' }));
  return { edge: screen.getByRole('separator', { name: 'Resize Payment pay_1' }), aside: screen.getByRole('complementary', { name: 'Payment pay_1' }) };
}

describe('the side panel resizer', () => {
  it('widens and narrows by keyboard within its bounds, and says its value', () => {
    const { edge, aside } = panel();
    expect(edge.getAttribute('aria-valuenow')).toBe('420');
    expect(aside.style.flexBasis).toBe('420px');
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    expect(edge.getAttribute('aria-valuenow')).toBe(String(420 + PANEL_WIDTH.step));
    expect(aside.style.flexBasis).toBe(`${420 + PANEL_WIDTH.step}px`);
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(edge.getAttribute('aria-valuenow')).toBe(String(420 - PANEL_WIDTH.step));
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(edge.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTH.min));
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(edge.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTH.min));
    fireEvent.keyDown(edge, { key: 'End' });
    expect(edge.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTH.max));
    expect(edge.getAttribute('aria-valuemax')).toBe(String(PANEL_WIDTH.max));
  });

  it('follows a drag of its edge: to the left is wider', () => {
    const { edge, aside } = panel();
    fireEvent.pointerDown(edge, { clientX: 1000, pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 900, pointerId: 1 });
    expect(aside.style.flexBasis).toBe('520px');
    fireEvent.pointerUp(edge, { pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 500, pointerId: 1 });
    expect(aside.style.flexBasis).toBe('520px');
  });

  it('never takes more than 60% of a narrow window, nor less than its minimum', () => {
    expect(clampPanelWidth(700, 1000)).toBe(600);
    expect(clampPanelWidth(100, 1000)).toBe(PANEL_WIDTH.min);
    expect(clampPanelWidth(5000, 3000)).toBe(PANEL_WIDTH.max);
  });
});
