import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';

import { FIELD_LIMITS, NOTE_LIMITS, noteSchema, type NoteSubject } from '@agency/common';

import { useForm } from '@/components/forms/use-form';
import { PageNav } from '@/components/page/page-nav';
import { notify } from '@/components/toaster/notify';
import { visuallyHidden } from '@/components/visually-hidden';
import { When } from '@/components/when';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { addNote, type Note, useNotesPage } from '@/lib/firestore/notes';
import type { PageCursor } from '@/lib/firestore/paging';

/**
 * The agency's private notes about a client, a lead or a conversation: a box to add one, then the history newest
 * first, a page at a time, live. Append-only (firestore.rules): a note is never edited, so a correction is a new
 * note and the history says who knew what, and when. Clients never see them.
 */
export function NotesHistory({ subject, headingLevel = 'h3' }: { subject: NoteSubject; headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant={headingLevel} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        Private notes
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Only the agency sees these. A note cannot be changed: to correct one, add another.
      </Typography>
      <AddNoteForm subject={subject} />
      <NotesList subject={subject} />
    </Box>
  );
}

function AddNoteForm({ subject }: { subject: NoteSubject }) {
  const db = useFirestore();
  const auth = useAuth();
  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix: `note-${subject.kind}-${subject.id}`,
    initialValues: { body: '' },
    validationSchema: noteSchema,
    onSubmit: async (values, helpers) => {
      const user = auth.currentUser;
      if (!user) return;
      const { body } = noteSchema.cast(values);
      try {
        // The name the session's token carries (the rules hold a note to it), not the account's, which may be newer.
        const { claims } = await user.getIdTokenResult();
        // The rules take the token's name or email, at most an address's longest (FIELD_LIMITS.email).
        const name =
          typeof claims.name === 'string' && claims.name.trim() && claims.name.length <= FIELD_LIMITS.email
            ? claims.name
            : String(claims.email ?? '');
        await addNote(db, subject, body, { uid: user.uid, name });
        helpers.resetForm();
        notify.success('Note added');
      } catch (error) {
        notify.error('The note was not added', firebaseErrorMessage(error));
      }
    },
  });
  return (
    <Box component="form" ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        {...fieldProps('body')}
        label="Add a note"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.body } }}
      />
      <Button type="submit" variant="outlined" disabled={formik.isSubmitting} sx={{ mb: 2 }}>
        {formik.isSubmitting ? 'Adding...' : 'Add note'}
      </Button>
    </Box>
  );
}

function NotesList({ subject }: { subject: NoteSubject }) {
  const [cursor, setCursor] = useState<PageCursor | null>(null);
  const page = useNotesPage(subject, cursor, 'card');
  if (page.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={page.retry}>
            Try again
          </Button>
        }
      >
        The notes could not be loaded. Check your connection, then try again.
      </Alert>
    );
  }
  if (page.status === 'loading') {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading notes...
        </Box>
        {[0, 1].map((row) => (
          <Box key={row} sx={{ py: 1 }} aria-hidden="true">
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="text" width="80%" />
          </Box>
        ))}
      </Box>
    );
  }
  const { rows } = page.data;
  if (!rows.length && !cursor) {
    return (
      <Typography color="textSecondary">No notes yet. Add the first: a call, a preference, a promise made.</Typography>
    );
  }
  return (
    <>
      <List aria-label="Notes, newest first" disablePadding sx={{ opacity: page.moving ? 0.6 : 1 }}>
        {rows.map((note) => (
          <NoteItem key={note.id} note={note} />
        ))}
      </List>
      <PageNav of="notes" page={page.data} moving={page.moving} onPage={setCursor} />
    </>
  );
}

function NoteItem({ note }: { note: Note }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {note.authorName}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <When date={note.createdAt} format="moment" />
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Typography>
    </ListItem>
  );
}
