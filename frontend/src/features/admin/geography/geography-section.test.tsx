import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ERROR_MESSAGES } from '@/api/error-message';
import { settingsApi } from '@/api/settings';
import GeographySection from '@/features/admin/geography/geography-section';
import { adminDefaults, apiUrl, refuseSettingsSave, renderWithFakeSettings } from '@/features/admin/testing/fake-settings-server';
import { server } from '@/test/msw-server';
import { advanceTimers } from '@/test/timers';

function openGeography(settings = adminDefaults()) {
  return renderWithFakeSettings(<GeographySection />, () => screen.findByRole('list', { name: 'Atolls' }), settings);
}

function card(atoll: string) {
  const heading = screen.getByRole('heading', { level: 2, name: atoll });
  const found = heading.closest('li');
  if (found === null) {
    throw new Error(`no card for ${atoll}`);
  }
  return within(found);
}

function atollNames() {
  return screen.getAllByTestId('atoll-card').map((element) => within(element).getByRole('heading').textContent);
}

function islandsOf(atoll: string) {
  return card(atoll)
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Geography', () => {
  it('shows a card per atoll listing its islands', async () => {
    await openGeography();

    expect(atollNames()).toEqual(adminDefaults().geo.atolls.map((atoll) => atoll.name));
    expect(islandsOf('Malé')).toEqual(['Hulhumalé', 'Malé', 'Villimalé']);
    expect(card('Malé').getByText('3 islands')).toBeInTheDocument();
    expect(card('Fuvahmulah').getByText('1 island')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('adds an atoll with the name typed in the prompt; an empty answer changes nothing', async () => {
    const { user } = await openGeography();
    const prompt = vi.spyOn(window, 'prompt');

    for (const answer of [null, '', '   ']) {
      prompt.mockReturnValueOnce(answer);
      await user.click(screen.getByRole('button', { name: 'Add Atoll' }));
    }
    expect(atollNames()).toHaveLength(20);
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();

    prompt.mockReturnValueOnce('  Huvadhu Atoll ');
    await user.click(screen.getByRole('button', { name: 'Add Atoll' }));

    expect(atollNames().at(-1)).toBe('Huvadhu Atoll');
    expect(card('Huvadhu Atoll').getByText('No islands yet.')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });

  it('asks before the page is left with unsaved changes', async () => {
    const { user } = await openGeography();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);

    vi.spyOn(window, 'prompt').mockReturnValueOnce('Huvadhu Atoll');
    await user.click(screen.getByRole('button', { name: 'Add Atoll' }));

    expect(leave()).toBe(true);
  });

  it('narrows the cards to the atolls and islands whose names hold what is typed', async () => {
    const { user } = await openGeography();
    await user.type(screen.getByRole('searchbox', { name: 'Find an atoll or island' }), 'ungoo');
    expect(atollNames()).toEqual(['Raa Atoll']);
    expect(islandsOf('Raa Atoll')).toEqual(['Ungoofaaru']);

    await user.clear(screen.getByRole('searchbox', { name: 'Find an atoll or island' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find an atoll or island' }), 'thaa atoll');
    expect(atollNames()).toEqual(['Thaa Atoll']);
    expect(islandsOf('Thaa Atoll')).toHaveLength(13);

    await user.clear(screen.getByRole('searchbox', { name: 'Find an atoll or island' }));
    expect(atollNames()).toHaveLength(20);
  });

  it('refuses an atoll that is already in the list', async () => {
    const { user } = await openGeography();
    vi.spyOn(window, 'prompt').mockReturnValueOnce('kaafu atoll');

    await user.click(screen.getByRole('button', { name: 'Add Atoll' }));

    expect(screen.getByRole('alert')).toHaveTextContent('This atoll is already in the list');
    expect(atollNames()).toHaveLength(20);
  });

  it('adds an island to its atoll; empty is ignored and a duplicate refused', async () => {
    const { user } = await openGeography();
    const prompt = vi.spyOn(window, 'prompt');

    prompt.mockReturnValueOnce('');
    await user.click(card('Malé').getByRole('button', { name: '+ Add Island to Malé' }));
    expect(islandsOf('Malé')).toEqual(['Hulhumalé', 'Malé', 'Villimalé']);

    prompt.mockReturnValueOnce('hulhumalé');
    await user.click(card('Malé').getByRole('button', { name: '+ Add Island to Malé' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This island is already in this atoll');

    prompt.mockReturnValueOnce('Thilafushi');
    await user.click(card('Malé').getByRole('button', { name: '+ Add Island to Malé' }));

    expect(prompt).toHaveBeenLastCalledWith('New island in Malé');
    expect(islandsOf('Malé')).toEqual(['Hulhumalé', 'Malé', 'Villimalé', 'Thilafushi']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });

  it('deletes an island only after "Are you sure?"', async () => {
    const { user } = await openGeography();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);

    await user.click(card('Malé').getByRole('button', { name: 'Delete Villimalé' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(islandsOf('Malé')).toContain('Villimalé');

    confirm.mockReturnValueOnce(true);
    await user.click(card('Malé').getByRole('button', { name: 'Delete Villimalé' }));
    expect(islandsOf('Malé')).toEqual(['Hulhumalé', 'Malé']);
  });

  it('re-reads the settings on save and writes them back with only the atolls replaced', async () => {
    const { user, fake } = await openGeography();
    vi.spyOn(window, 'prompt').mockReturnValueOnce('Thilafushi');
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await user.click(card('Malé').getByRole('button', { name: '+ Add Island to Malé' }));
    await user.click(card('Baa Atoll').getByRole('button', { name: 'Delete Goidhoo' }));
    // Meanwhile the owner changed the announcement in another tab.
    const elsewhere = adminDefaults();
    elsewhere.announcement.message = 'Changed in another tab';
    fake.stored = elsewhere;
    const readsBefore = fake.gets;

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Geography saved!')).toBeInTheDocument();
    expect(fake.gets).toBeGreaterThan(readsBefore);
    // Without telegram: the server keeps the stored one.
    const expected: Partial<typeof elsewhere> & Pick<typeof elsewhere, 'geo'> = structuredClone(elsewhere);
    delete expected.telegram;
    const male = expected.geo.atolls.find((atoll) => atoll.name === 'Malé');
    const baa = expected.geo.atolls.find((atoll) => atoll.name === 'Baa Atoll');
    male?.islands.push('Thilafushi');
    if (baa !== undefined) {
      baa.islands = baa.islands.filter((island) => island !== 'Goidhoo');
    }
    expect(fake.puts).toEqual([expected]);
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('shows "Geography saved!" for 2 seconds and refreshes the atolls the storefront reads', async () => {
    const { user, store } = await openGeography();
    const atolls = await store.dispatch(settingsApi.endpoints.getAtolls.initiate());
    expect(atolls.data).toHaveLength(20);
    let served = adminDefaults().geo.atolls;
    server.use(http.get(apiUrl('/atolls'), () => HttpResponse.json(served)));
    vi.spyOn(window, 'prompt').mockReturnValueOnce('Huvadhu Atoll');
    await user.click(screen.getByRole('button', { name: 'Add Atoll' }));
    served = [...served, { name: 'Huvadhu Atoll', islands: [] }];
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saved = await screen.findByText('Geography saved!');
    expect(saved.closest('[role="status"]')).not.toBeNull();
    await vi.waitFor(() => {
      expect(settingsApi.endpoints.getAtolls.select()(store.getState()).data).toHaveLength(21);
    });
    advanceTimers(2100);
    expect(screen.queryByText('Geography saved!')).not.toBeInTheDocument();
  });

  it('deletes an atoll after a confirmation, and its own delivery fee with it when saved', async () => {
    const { user, fake } = await openGeography();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true);

    await user.click(card('Baa Atoll').getByRole('button', { name: 'Delete Atoll Baa Atoll' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure? Baa Atoll and all its islands will be removed.');
    expect(atollNames()).not.toContain('Baa Atoll');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Geography saved!');
    const [body] = fake.puts as { geo: { atolls: { name: string }[] }; delivery: { perAtollFees: object } }[];
    expect(body?.geo.atolls.map((atoll) => atoll.name)).not.toContain('Baa Atoll');
    expect(body?.delivery.perAtollFees).not.toHaveProperty('Baa Atoll');
    expect(body?.delivery.perAtollFees).toHaveProperty('Addu Atoll', 150);
  });

  it("shows the server's refusal and keeps the unsaved edits", async () => {
    const { user } = await openGeography();
    refuseSettingsSave({ 'geo.atolls[0].islands[3]': 'Must be at most 100 characters' });
    vi.spyOn(window, 'prompt').mockReturnValueOnce('Thilafushi');
    await user.click(card('Malé').getByRole('button', { name: '+ Add Island to Malé' }));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields.');
    expect(alert).toHaveTextContent('Malé, island Thilafushi: Must be at most 100 characters');
    expect(islandsOf('Malé')).toContain('Thilafushi');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText('Geography saved!')).not.toBeInTheDocument();
  });

  it('does not save when the settings cannot be re-read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fake } = await openGeography();
    vi.spyOn(window, 'prompt').mockReturnValueOnce('Huvadhu Atoll');
    await user.click(screen.getByRole('button', { name: 'Add Atoll' }));
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.error()));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.unreachable);
    expect(fake.puts).toEqual([]);
    expect(atollNames()).toContain('Huvadhu Atoll');
  });
});
