/**
 * `npm test`: every check and test of the project, scheduled for CI's two cores.
 *
 * Vitest on two cores gives each project one worker and runs the browser project (one file at a
 * time: its tests drive real keyboard focus) after the unit and story files, so while it runs one
 * core sits mostly idle. The bytes gate, the consumer apps and the visual check need no keyboard
 * focus and share nothing with it, so they run beside it, niced: the browser tests keep the CPU
 * they ask for (their timing is what a loaded core breaks), the side chain takes what is left.
 * Each stage's output is printed whole when it ends (the browser run's live), with its time; exits
 * 1 when any stage failed.
 */
import { spawn } from 'node:child_process';

interface Stage {
  /** What is printed. */
  name: string;
  command: string[];
  /** Run at a lower CPU priority (`nice`), beside the stage that needs the CPU's timing. */
  niced?: boolean;
  /** Stream the output as it comes (one stage at a time), instead of printing it whole at the end. */
  live?: boolean;
}

const npm = (script: string): string[] => ['npm', 'run', '--silent', script];

function run(stage: Stage): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = stage.niced ? ['nice', '-n', '10', ...stage.command] : stage.command;
    const child = spawn(command!, args, {
      stdio: ['ignore', stage.live ? 'inherit' : 'pipe', stage.live ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process.stdout.write(`\n> ${stage.name} (started ${new Date().toISOString().slice(11, 19)})\n`);
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `${output}\n> ${stage.name} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds} s)\n`,
      );
      resolve(code === 0);
    });
  });
}

/** Runs the stages one after another, stopping at the first that fails. */
async function inOrder(stages: Stage[]): Promise<boolean> {
  for (const stage of stages) if (!(await run(stage))) return false;
  return true;
}

const started = Date.now();
const passed =
  (await inOrder([
    { name: 'checks', command: npm('checks') },
    { name: 'check:package', command: npm('check:package') },
    {
      name: 'vitest: unit and stories',
      command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'storybook'],
      live: true,
    },
  ])) &&
  (
    await Promise.all([
      run({ name: 'vitest: browser', command: ['npx', 'vitest', 'run', '--project', 'browser'], live: true }),
      inOrder([
        { name: 'size', command: npm('size'), niced: true },
        { name: 'test:consumers', command: npm('test:consumers'), niced: true },
        { name: 'test:visual', command: npm('test:visual'), niced: true },
      ]),
    ])
  ).every(Boolean);
console.log(`\nnpm test ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(passed ? 0 : 1);
