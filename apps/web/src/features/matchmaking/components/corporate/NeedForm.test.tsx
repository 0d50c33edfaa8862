import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CreateNeedDocument } from '../../../../gql/corp.ts';
import { renderWithMocks } from '../test-render.tsx';
import { NeedForm } from './NeedForm.tsx';

const noop = () => {};

describe('NeedForm', () => {
  it('says what is missing before sending anything', async () => {
    renderWithMocks(<NeedForm eventId="e1" onDone={noop} onCancel={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Give the need a title')).toBeTruthy();
    expect(
      screen.getByText('Describe the need: what you want to solve and with whom'),
    ).toBeTruthy();
  });

  it('checks the number of meetings with the shared rule', async () => {
    renderWithMocks(<NeedForm eventId="e1" onDone={noop} onCancel={noop} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Drones' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Inspect turbines' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Startups you want to meet/ }), {
      target: { value: '80' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('At most 50 meetings')).toBeTruthy();
  });

  it('shows the server’s field errors by their fields', async () => {
    let done = false;
    renderWithMocks(<NeedForm eventId="e1" onDone={() => (done = true)} onCancel={noop} />, [
      {
        request: {
          query: CreateNeedDocument,
          variables: {
            eventId: 'e1',
            input: {
              title: 'Drones',
              description: 'Inspect turbines',
              industries: [],
              technologies: [],
              stages: [],
              countries: [],
              wantedMeetings: 5,
            },
          },
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_REQUEST',
                fields: [{ field: 'title', message: 'A need with this title exists' }],
              },
            }),
          ],
        },
      },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Drones' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Inspect turbines' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('A need with this title exists')).toBeTruthy();
    await waitFor(() => expect(done).toBe(false));
  });
});
