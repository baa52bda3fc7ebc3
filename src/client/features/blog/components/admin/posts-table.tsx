import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { useContentLang } from '#client/lib/content-lang.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AdminBlogPostRow, BlogPostStatus } from '#shared/contracts/blog.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import {
  STICKY_END_COLUMN,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useDeletePost } from '../../api/admin-posts.ts';
import { MissingLanguages } from './missing-languages.tsx';

const STATUS_VARIANT: Record<BlogPostStatus, 'secondary' | 'warning' | 'success'> = {
  draft: 'secondary',
  scheduled: 'warning',
  published: 'success',
};

export function StatusBadge({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation('admin-blog');
  return <Badge variant={STATUS_VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

function DeletePostButton({ post }: { post: AdminBlogPostRow }) {
  const { t } = useTranslation('admin-blog');
  const remove = useDeletePost();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('list.delete', { title: post.title })}>
          <Trash2 aria-hidden />
        </Button>
      }
      title={t('delete.title', { title: post.title })}
      description={t('delete.text', { title: post.title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={() =>
        remove.mutate(post.id, {
          onSuccess: () => toast.success(t('delete.success')),
          onError: (error) => toast.error(errorText(t, error, t('delete.failure'))),
        })
      }
    />
  );
}

export function PostsTable({ posts }: { posts: AdminBlogPostRow[] }) {
  const { t } = useTranslation('admin-blog');
  // A post's English title and category names, the owner's words (WCAG 3.1.2).
  const langOf = useContentLang();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('list.columns.title')}</TableHead>
          <TableHead>{t('list.columns.status')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('list.columns.categories')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('list.columns.author')}</TableHead>
          <TableHead>{t('list.columns.date')}</TableHead>
          <TableHead className={cn('text-right', STICKY_END_COLUMN)}>{t('list.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {posts.map((post) => (
          <TableRow key={post.id} data-testid="admin-post-row">
            <TableCell className="max-w-xs">
              <div className="flex items-center gap-1.5">
                {post.featured ? (
                  <Star className="size-4 shrink-0 fill-warning text-warning" aria-label={t('list.featured')} />
                ) : null}
                <Link to={`/admin/blog/${post.id}`} lang={langOf('en')} className="font-medium hover:underline">
                  {post.title}
                </Link>
              </div>
              <p className="truncate text-xs text-muted-foreground">/blog/{post.slug}</p>
              <MissingLanguages languages={post.missingLanguages} />
            </TableCell>
            <TableCell>
              <StatusBadge status={post.status} />
            </TableCell>
            <TableCell className="hidden md:table-cell" lang={post.categories.length ? langOf('en') : undefined}>
              {post.categories.map((c) => c.name).join(', ') || '—'}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap lg:table-cell">{post.author?.displayName ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap text-sm">
              {post.publishedAt ? <LocalDateTime iso={post.publishedAt} /> : '—'}
            </TableCell>
            <TableCell className={STICKY_END_COLUMN}>
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon">
                  <Link to={`/admin/blog/${post.id}`} aria-label={t('list.edit', { title: post.title })}>
                    <Pencil aria-hidden />
                  </Link>
                </Button>
                {post.status === 'published' ? (
                  <Button asChild variant="ghost" size="icon">
                    <a
                      href={`/blog/${post.slug}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('list.view', { title: post.title })}
                    >
                      <ExternalLink aria-hidden />
                    </a>
                  </Button>
                ) : null}
                <DeletePostButton post={post} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
