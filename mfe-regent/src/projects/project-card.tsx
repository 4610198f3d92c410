import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Link } from '@portal/shared-auth/router';
import { AlertList, Loading } from '@portal/shared-ui';
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
    <Card className="regent-project-card" title={<h1 className="page-title">{title}</h1>} extra={<Link to={paths.dashboardRegent()}>{TEXTS.projects.back}</Link>}>
      <AlertList messages={errors} onClose={onCloseErrors} />
      {loading ? <Loading /> : children}
    </Card>
  );
}
