import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { Avatar, Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { useEffect, useId, useMemo } from 'react';

/** Checks a chosen photo as the server will (SPEC §5: images only, 2 MB): the French message, or null. */
function photoError(file: File): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.photoWrongType;
  if (file.size > PHOTO_MAX_BYTES) return MSG.photoTooLarge;
  return null;
}

/** A file size as the French write it: 850 ko, 1,4 Mo. */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} ko`;
  return `${(bytes / 1_000_000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/**
 * Choose a photo, see it, know when it is refused, and follow its upload (progress 0–100).
 */
export function PhotoPicker({
  file,
  currentUrl,
  onChange,
  error,
  progress,
  required = false,
}: {
  file: File | null;
  /** The photo already on the profile, if any. */
  currentUrl?: string | null;
  onChange: (file: File | null, error: string | null) => void;
  error?: string | null;
  /** Upload progress, while uploading. */
  progress?: number | null;
  required?: boolean;
}) {
  const inputId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Avatar
        src={preview ?? currentUrl ?? undefined}
        alt=""
        sx={{ width: 88, height: 88, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <PhotoCameraOutlined fontSize="large" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600, display: 'block', mb: 1 }}>
          Photo de profil{required ? ' *' : ''}
        </Typography>
        <Button variant="outlined" component="label" startIcon={<PhotoCameraOutlined />}>
          {file || currentUrl ? 'Changer de photo' : 'Choisir une photo'}
          <input
            id={inputId}
            hidden
            type="file"
            accept={PHOTO_MIME_TYPES.join(',')}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (chosen) onChange(chosen, photoError(chosen));
            }}
          />
        </Button>
        <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ?? (file ? `${file.name} — ${formatSize(file.size)}` : 'JPEG, PNG ou WebP, 2 Mo au plus')}
        </FormHelperText>
        {progress !== null && progress !== undefined && (
          <Box sx={{ mt: 1 }} role="status" aria-label={`Envoi de la photo : ${progress} %`}>
            <LinearProgress variant="determinate" value={progress} />
            <Typography variant="caption" color="text.secondary">
              Envoi de la photo : {progress} %
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
