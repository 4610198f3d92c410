import type { ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import { PlainAlert, PlainCard, PlainLoading } from '@portal/shared-ui';
import { paths } from '@portal/shared-api';
import { TEXTS } from '../texts';
import '../regent.css';

export interface ProjectCardProps {
  title: string;
  /** Alert lines of the screen's calls (spec §8). */
  errors: readonly string[];
  onCloseErrors?: () => void;
  loading: boolean;
  children?: ReactNode;
}

/** The frame of every screen under /DashboardRegent/…/{id}: title, the way back to Mis Proyectos, alert, spinner. */
export function ProjectCard({ title, errors, onCloseErrors, loading, children }: ProjectCardProps) {
  return (
    <PlainCard title={title} extra={<Link to={paths.dashboardRegent()}>{TEXTS.projects.back}</Link>}>
      <PlainAlert messages={errors} onClose={onCloseErrors} />
      {loading ? <PlainLoading /> : children}
    </PlainCard>
  );
}
