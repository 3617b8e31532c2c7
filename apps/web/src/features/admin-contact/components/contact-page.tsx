import MailOutline from '@mui/icons-material/MailOutlined';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { useState } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { mailtoHref } from '../../../components/staff/contact-links';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactEtatChip, ContactMessageActions } from './contact-message-actions';

/**
 * /dashb/contact (SPEC §2 Contact): the messages of the landing page's form, newest first, by page, each with
 * its état, the reply sent, « Répondre » and « Marquer comme traité » (DECISIONS §6.9).
 */
export function ContactPage() {
  useDocumentTitle('Messages de contact');
  const [page, setPage] = useState(0);
  const messages = useContactMessages(page);
  return (
    <Box>
      <PageBanner title="Messages de contact" count={messages.data?.totalItems} shown={messages.data?.data.length} />
      <QueryState
        isPending={messages.isPending}
        error={messages.error}
        onRetry={() => messages.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={messages.data?.totalItems === 0}
        emptyText="Aucun message reçu par le formulaire de contact pour l’instant."
      >
        <Stack spacing={2}>
          {messages.data?.data.map((message) => (
            <Card key={message.id} variant="outlined" component="article" aria-labelledby={`contact-${message.id}`}>
              <CardContent>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 2 }}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1 }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Typography id={`contact-${message.id}`} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
                      {message.subject}
                    </Typography>
                    <ContactEtatChip etat={message.etat} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{message.fullname}</Typography>
                  <ReplyTo email={message.email} subject={message.subject} />
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.content}</Typography>
                <ContactMessageActions message={message} />
              </CardContent>
            </Card>
          ))}
        </Stack>
        <Pager
          page={page}
          totalPages={messages.data?.totalPages ?? 0}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      </QueryState>
    </Box>
  );
}

/** The visitor's address, a reply link when it is one (messages from before the check of DECISIONS §6.9 may have none). */
function ReplyTo({ email, subject }: { email: string | null; subject: string }) {
  if (!email) {
    return (
      <Typography variant="body2" color="text.secondary">
        (sans e-mail)
      </Typography>
    );
  }
  const href = mailtoHref(email, `Re: ${subject}`);
  if (!href) {
    return (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {email}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          (adresse non valide)
        </Box>
      </Typography>
    );
  }
  return (
    <Link href={href} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      <MailOutline fontSize="small" aria-hidden />
      {email}
    </Link>
  );
}
