// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { UploadWidget } from './UploadWidget';
import { STRATEGY_CAUTION_TITLE } from './strategy-caution';

function setup() {
  const onUploaded = vi.fn();
  renderWithApp(<UploadWidget onUploaded={onUploaded} />);
  const input = screen.getByLabelText('Letter file') as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Upload and generate my letter' });
  return { input, button, onUploaded };
}

const pick = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('upload widget', () => {
  it('starts with the upload button disabled', () => {
    const { button } = setup();
    expect(button).toBeDisabled();
  });

  it('rejects a file that is not a PDF, JPG or PNG', async () => {
    const { input, button } = setup();
    pick(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please select a PDF, JPG, or PNG file')).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('rejects a file larger than 10 MB', async () => {
    const { input, button } = setup();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10485761 });
    pick(input, big);
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select a file smaller than 10MB')).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('accepts a file of exactly 10 MB, shows it, and lets the user remove it', async () => {
    const user = userEvent.setup();
    const { input, button } = setup();
    const ok = new File(['x'], 'demand.pdf', { type: 'application/pdf' });
    Object.defineProperty(ok, 'size', { value: 10485760 });
    pick(input, ok);
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('demand.pdf');
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove demand.pdf' }));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('shows the strategy caution once, whichever strategies are picked, and reveals their fields', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.queryByText(STRATEGY_CAUTION_TITLE)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('EDP challenge'));
    await user.click(screen.getByLabelText('Trust challenge'));
    expect(screen.getAllByText(STRATEGY_CAUTION_TITLE)).toHaveLength(1);
    expect(screen.getByLabelText('EDP name')).toBeInTheDocument();
    expect(screen.getByLabelText('Trust name')).toBeInTheDocument();
    expect(screen.getByLabelText('Fee schedule')).toBeInTheDocument();
  });

  it('reuses the trademark fields as company details for Ltd', async () => {
    const user = userEvent.setup();
    setup();
    await user.selectOptions(screen.getByLabelText('Entity type (optional)'), 'Ltd');
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    expect(screen.getByLabelText('Company number')).toBeInTheDocument();
  });

  it('counts additional information characters', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Additional information'), 'Last paid 2017');
    expect(screen.getByText('14/2000 characters')).toBeInTheDocument();
  });

  it('links to the official bailiff register in a new tab', () => {
    setup();
    const link = screen.getByRole('link', { name: /official register of certificated bailiffs/i });
    expect(link).toHaveAttribute('href', 'https://certificatedbailiffs.justice.gov.uk/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('refuses what the server would refuse, with the shared schema, before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      const { input, button, onUploaded } = setup();
      pick(input, new File(['%PDF-1.7'], 'demand.pdf', { type: 'application/pdf' }));
      fireEvent.change(screen.getByLabelText('When did you last pay, or admit the debt in writing?'), {
        target: { value: '2999-01-01' },
      });
      fireEvent.click(button);
      expect(
        await screen.findByText('lastPaymentDate must be a real date, not in the future'),
      ).toBeInTheDocument();
      expect(screen.getByText('Upload Failed')).toBeInTheDocument();
      // Only the profile read (for the saved address) went out: nothing was uploaded.
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u !== '/api/user')).toEqual([]);
      expect(onUploaded).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("limits each text field to the server's length", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByLabelText('EDP challenge', { exact: false }));
    expect(screen.getByLabelText('EDP name')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Fee schedule', { exact: false })).toHaveAttribute('maxLength', '2000');
  });
});

describe('the postal address', () => {
  it("starts from the address kept in the user's profile", async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/user'
        ? new Response(
            JSON.stringify({
              id: 'u1',
              email: 'a@example.com',
              firstName: 'Ann',
              lastName: 'Smith',
              credits: 2,
              isAdmin: false,
              address: '5 Mill Lane\nPortmouth PM1 2AB',
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      setup();
      const field = screen.getByLabelText('Your postal address (printed at the top of your letter)');
      await waitFor(() => expect(field).toHaveValue('5 Mill Lane\nPortmouth PM1 2AB'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the name that signs the letter', () => {
  it('asks an account with no name for one, refuses to upload without it, and keeps it in the profile first', async () => {
    const profile = {
      id: 'u1',
      email: 'a@example.com',
      firstName: '',
      lastName: '',
      credits: 2,
      isAdmin: false,
      address: '',
    };
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/user') return new Response('{}', { status: 500 });
      const body = init?.method === 'PUT' ? { ...profile, ...JSON.parse(String(init.body)) } : profile;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    try {
      const { input, button } = setup();
      const first = await screen.findByLabelText('First name');
      pick(input, new File(['%PDF-1.7'], 'demand.pdf', { type: 'application/pdf' }));
      fireEvent.click(button);
      expect(
        await screen.findByText('Add your first and last name: your letter is signed with them.'),
      ).toBeInTheDocument();
      expect(first).toHaveFocus();
      const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
      expect(puts()).toEqual([]);
      fireEvent.change(first, { target: { value: 'Ada' } });
      fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Okafor' } });
      fireEvent.click(button);
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(JSON.parse(String(puts()[0][1]!.body))).toEqual({ firstName: 'Ada', lastName: 'Okafor' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not ask when the profile has a name', async () => {
    const named = { id: 'u1', email: 'a@example.com', firstName: 'Ann', lastName: 'Smith', credits: 2 };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ ...named, isAdmin: false, address: '5 Mill Lane\nPortmouth PM1 2AB' }),
            {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    try {
      setup();
      // The profile has arrived (its address fills the form), and no name is asked for.
      const field = screen.getByLabelText('Your postal address (printed at the top of your letter)');
      await waitFor(() => expect(field).toHaveValue('5 Mill Lane\nPortmouth PM1 2AB'));
      expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
