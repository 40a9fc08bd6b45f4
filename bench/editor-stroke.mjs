/* global document, requestAnimationFrame, PointerEvent */
// The world editor painting a brush stroke across the 256×256 world of bench/big-world.mjs (issue 25):
// each pointer move runs the editor's model (a new document, one undo step per stroke) in the event
// handler, then the canvas repaints the touched chunk in the next frame. Both are timed in the page.

const STEPS = 120;

/** Per pointer move: the handler's time and the repaint's time (ms), and their sum. */
export async function strokeInEditor(browser, baseUrl, session, worldId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([token, refreshToken, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('user', user);
    },
    [session.token, session.refreshToken, JSON.stringify(session.user)],
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}/world/${worldId}/edit`);
  const canvas = page.getByRole('application', { name: /Map canvas/ });
  await canvas.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('canvas.editor-canvas')?.dataset.drawMs !== undefined);
  const samples = await page.evaluate(async (steps) => {
    const node = document.querySelector('canvas.editor-canvas');
    const box = node.getBoundingClientRect();
    const cell = Number(node.dataset.cellPx);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const at = (i) => ({
      clientX: box.left + 4 + cell / 2 + (i % 20) * cell,
      clientY: box.top + 4 + cell / 2 + Math.floor(i / 20) * cell,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      buttons: 1,
      bubbles: true,
    });
    // A tile the bench world has little of, so every cell of the stroke changes.
    document.querySelector('button[aria-label="Obstacle (4)"]').click();
    await frame();
    node.dispatchEvent(new PointerEvent('pointerdown', at(0)));
    await frame();
    await frame();
    const out = [];
    for (let i = 1; i <= steps; i += 1) {
      const began = performance.now();
      node.dispatchEvent(new PointerEvent('pointermove', at(i)));
      const handler = performance.now() - began;
      await frame();
      await frame();
      out.push({ handler, draw: Number(node.dataset.drawMs) });
    }
    node.dispatchEvent(new PointerEvent('pointerup', at(steps)));
    return out;
  }, STEPS);
  const painted = await page.getByText(/Painted Obstacle at/).count();
  await context.close();
  return { samples, painted };
}
