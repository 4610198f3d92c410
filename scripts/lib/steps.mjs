// The lines `npm start` and `npm test` print: one per step with its time and the running total, and live
// progress bars while the apps build (redrawn in a terminal, every quarter in a log).

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function createSteps({ t0 = Date.now(), out = process.stdout } = {}) {
  const line = (mark, text, since) => {
    const now = Date.now();
    const times = since === undefined ? '' : ` ${seconds(now - since).padStart(7)} · total ${seconds(now - t0)}`;
    out.write(`  ${mark} ${text.padEnd(52)}${times}\n`);
  };
  return {
    t0,
    title: (text) => out.write(`${text}\n`),
    done: (text, since) => line('✔', text, since),
    fail: (text, since) => line('✖', text, since),
    info: (text) => out.write(`    ${text}\n`),
    /** One status line that changes (redrawn in a terminal, at most every 10 s in a log). */
    live() {
      let last = 0;
      return {
        update(text) {
          if (out.isTTY) return out.write(`\r\x1b[2K    ${text.slice(0, (out.columns ?? 100) - 5)}`);
          if (Date.now() - last < 10_000) return;
          last = Date.now();
          out.write(`    ${text}\n`);
        },
        clear: () => out.isTTY && out.write('\r\x1b[2K'),
      };
    },
    /** Progress of several named jobs at once. */
    bars(names) {
      const tty = Boolean(out.isTTY);
      const width = Math.max(...names.map((n) => n.length));
      const state = new Map(names.map((n) => [n, { percent: 0, text: 'en espera', printed: -1 }]));
      let drawn = 0;
      const render = (name) => {
        const { percent, text } = state.get(name);
        const filled = Math.round(percent / 5);
        return `    ${name.padEnd(width)} ${'█'.repeat(filled)}${'░'.repeat(20 - filled)} ${String(percent).padStart(3)} % ${text}`;
      };
      const redraw = () => {
        if (!tty) return;
        if (drawn) out.write(`\x1b[${drawn}A`);
        for (const name of names) out.write(`\x1b[2K${render(name)}\n`);
        drawn = names.length;
      };
      const set = (name, patch) => {
        const s = Object.assign(state.get(name), patch);
        if (tty) return redraw();
        // in a log: a line at each quarter and at the end
        const quarter = Math.floor(s.percent / 25);
        if (quarter > s.printed || patch.final) {
          s.printed = quarter;
          out.write(`${render(name)}\n`);
        }
      };
      redraw();
      return {
        start: (name) => set(name, { text: 'construyendo' }),
        progress: (name, percent) => set(name, { percent: Math.min(99, Math.floor(percent)) }),
        finish: (name, ms) => set(name, { percent: 100, text: `listo en ${seconds(ms)}`, final: true }),
        failed: (name) => set(name, { text: 'falló', final: true }),
      };
    },
  };
}
