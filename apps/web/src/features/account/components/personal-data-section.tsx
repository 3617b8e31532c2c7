import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useExportData } from '../api/account-api';
import { AccountSection } from './account-section';

/** « Mes données (RGPD) »: everything Passerelle keeps about the user, as one JSON file. */
export function PersonalDataSection() {
  const exportData = useExportData();
  return (
    <AccountSection
      icon={FolderSharedOutlined}
      title="Mes données (RGPD)"
      description="Un fichier JSON avec tout ce que Passerelle conserve sur vous : compte, profil, offres, candidatures, demandes, missions, favoris, messages, notifications et actions de l'équipe sur votre compte."
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          loading={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          Télécharger mes données
        </Button>
        {exportData.isSuccess && (
          <Alert severity="success" role="status">
            Vos données ont été téléchargées (fichier JSON).
          </Alert>
        )}
        <FormError message={exportData.isError ? errorMessage(exportData.error, MSG.failed) : null} />
      </Stack>
    </AccountSection>
  );
}
