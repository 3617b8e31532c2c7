import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Paper, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A dashboard screen whose issue has not landed yet says so plainly (issue 3 allows it). */
export function UnavailableScreen({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
      <ConstructionOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" component="h1" sx={{ mt: 2, fontSize: '1.5rem' }}>
        {title}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Typography color="text.secondary">
          Cet écran n'est pas encore disponible : il arrive dans une prochaine version de Passerelle.
        </Typography>
      </Box>
    </Paper>
  );
}
