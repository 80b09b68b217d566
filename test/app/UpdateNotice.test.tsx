// The new-version notice: hidden until a new deployment's worker waits; its Reload activates that worker, then reloads.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { UpdateNotice } from '../../src/app/UpdateNotice';
import { registerServiceWorker, reloadIntoNewVersion } from '../../src/runtime/serviceWorkerRegistration';
import { SKIP_WAITING_MESSAGE } from '../../src/runtime/serviceWorkerMessages';

/** A worker as the page sees it: a state, statechange listeners and postMessage. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeContainer(registration: Partial<ServiceWorkerRegistration>): ServiceWorkerContainer {
  const full = Object.assign(new EventTarget(), { update: () => Promise.resolve(), ...registration });
  return { register: () => Promise.resolve(full) } as unknown as ServiceWorkerContainer;
}

it('shows nothing on a first install, then "A new version is ready" with a Reload when a deployment waits', async () => {
  const active = new FakeWorker('activated');
  const waiting = new FakeWorker('installed');
  render(
    <MemoryRouter>
      <UpdateNotice />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('status', { name: 'New version' })).toBeNull();

  await act(() => registerServiceWorker(fakeContainer({ active: active as never, waiting: waiting as never, installing: null })));
  const notice = screen.getByRole('status', { name: 'New version' });
  expect(notice).toHaveTextContent('A new version is ready.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
});

it('Reload asks the waiting worker to take over and reloads only once it is active', async () => {
  const waiting = new FakeWorker('installed');
  await registerServiceWorker(fakeContainer({ active: new FakeWorker('activated') as never, waiting: waiting as never, installing: null }));
  const reload = jest.fn();
  render(
    <MemoryRouter>
      <UpdateNotice onReload={() => reloadIntoNewVersion(reload)} />
    </MemoryRouter>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
  expect(waiting.posted).toEqual([{ type: SKIP_WAITING_MESSAGE }]);
  expect(reload).not.toHaveBeenCalled();
  waiting.moveTo('activating');
  expect(reload).not.toHaveBeenCalled();
  waiting.moveTo('activated');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('Reload is a plain reload when the waiting worker was already activated (by another tab)', async () => {
  const waiting = new FakeWorker('installed');
  await registerServiceWorker(fakeContainer({ active: new FakeWorker('activated') as never, waiting: waiting as never, installing: null }));
  waiting.state = 'activated';
  const reload = jest.fn();
  reloadIntoNewVersion(reload);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(waiting.posted).toEqual([]);
});

it('a browser that blocks service workers (register answers with no registration) leaves the app working, with no error', async () => {
  const blocked = { register: () => Promise.resolve(undefined) } as unknown as ServiceWorkerContainer;
  await expect(registerServiceWorker(blocked)).resolves.toBe(false);
});
