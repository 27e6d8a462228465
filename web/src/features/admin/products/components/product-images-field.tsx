/**
 * The product dialogs' images (docs/specs/admin-area.md sections 2.4, 5 and 8): upload files (JPG,
 * PNG, WebP or GIF, at most 5 MB each), type one URL per line, or paste a URL and add it with
 * Enter. The first image is the primary one; each image can be removed, moved, or made the primary
 * one. Upload failures are alerts: "{file name} is too large (max 5MB)", the server's message or
 * "Upload failed", and "Upload failed, please try again" when the request got no answer.
 *
 * The URL box's text is the one source of truth; the tiles are drawn from its lines.
 */
import { useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import StarIcon from '@mui/icons-material/Star';
import { ProductImage } from '@/components/product-image';
import { IMAGE_FILE_TYPES, uploadFailureMessage, uploadImage } from '../api/upload-image';
import {
  addImageLine,
  joinImageLines,
  makePrimaryAt,
  moveImage,
  parseImageLines,
  removeImageAt,
} from '../product-form';

export function ProductImagesField({
  value,
  onChange,
  error,
}: {
  /** The URL box's text: one URL per line. */
  value: string;
  /** Receives an update of the current text (uploads finish after other edits). */
  onChange: (update: (current: string) => string) => void;
  error?: string | undefined;
}) {
  const images = parseImageLines(value);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [uploading, setUploading] = useState(0);
  const [alerts, setAlerts] = useState<string[]>([]);

  const setImages = (next: string[]) => onChange(() => joinImageLines(next));
  const addPasted = () => {
    if (!pasted.trim()) return;
    onChange((current) => addImageLine(current, pasted));
    setPasted('');
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    setAlerts([]);
    setUploading((count) => count + files.length);
    for (const file of files) {
      try {
        const url = await uploadImage(file);
        onChange((current) => addImageLine(current, url));
      } catch (failure) {
        setAlerts((list) => [...list, uploadFailureMessage(failure)]);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const onPasteKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the URL; it must not submit the product form.
    event.preventDefault();
    addPasted();
  };

  return (
    <Stack spacing={2}>
      {images.length > 0 ? (
        <Box
          component="ol"
          aria-label="Product images"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {images.map((url, index) => (
            <Box
              component="li"
              key={`${url}-${index}`}
              aria-label={index === 0 ? `Image 1 (primary): ${url}` : `Image ${index + 1}: ${url}`}
              sx={{
                border: 2,
                borderColor: index === 0 ? 'primary.main' : 'divider',
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ position: 'relative' }}>
                <ProductImage src={url} alt="" sx={{ aspectRatio: '4 / 3', width: '100%' }} />
                {index === 0 && (
                  <Chip
                    label="Primary"
                    color="primary"
                    size="small"
                    icon={<StarIcon />}
                    sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 700 }}
                  />
                )}
              </Box>
              <Stack
                direction="row"
                sx={{ px: 0.5, py: 0.25, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Stack direction="row">
                  <Tooltip title="Move earlier">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move image ${index + 1} earlier`}
                        disabled={index === 0}
                        onClick={() => setImages(moveImage(images, index, -1))}
                      >
                        <ChevronLeftIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move later">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move image ${index + 1} later`}
                        disabled={index === images.length - 1}
                        onClick={() => setImages(moveImage(images, index, 1))}
                      >
                        <ChevronRightIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  {index > 0 && (
                    <Tooltip title="Make primary">
                      <IconButton
                        size="small"
                        aria-label={`Make image ${index + 1} the primary image`}
                        onClick={() => setImages(makePrimaryAt(images, index))}
                      >
                        <StarIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
                <Tooltip title="Remove">
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => setImages(removeImageAt(images, index))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No images yet. The first image you add is the primary one.
        </Typography>
      )}

      {alerts.map((message, index) => (
        <Alert
          key={`${message}-${index}`}
          severity="error"
          onClose={() => setAlerts((list) => list.filter((_item, at) => at !== index))}
        >
          {message}
        </Alert>
      ))}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <Button
          variant="outlined"
          startIcon={
            uploading > 0 ? <CircularProgress size={18} color="inherit" /> : <CloudUploadIcon />
          }
          onClick={() => fileInput.current?.click()}
          disabled={uploading > 0}
          sx={{ flexShrink: 0, height: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          {uploading > 0 ? 'Uploading...' : 'Upload Images'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_FILE_TYPES}
          multiple
          hidden
          aria-label="Image files to upload"
          onChange={(event) => void onFiles(event)}
        />
        <TextField
          label="Image URL"
          placeholder="Paste an image URL and press Enter"
          size="small"
          fullWidth
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          onKeyDown={onPasteKeyDown}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label="Add image URL"
                    disabled={!pasted.trim()}
                    onClick={addPasted}
                  >
                    <AddLinkIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        JPG, PNG, WebP or GIF, at most 5 MB each. Under 500 KB and at least 800x600 pixels work
        best.
      </Typography>

      <TextField
        label="Image URLs (one per line)"
        multiline
        minRows={3}
        fullWidth
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          onChange(() => text);
        }}
        error={Boolean(error)}
        helperText={error ?? 'The first URL is the primary image.'}
        placeholder={'/uploads/product.png\nhttps://cdn.example.com/product-2.jpg'}
      />
    </Stack>
  );
}
