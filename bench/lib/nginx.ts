/**
 * The nginx site that docs/deploy.md documents and `npm run bench:scale` runs: one upstream of
 * API processes, the client's address appended to X-Forwarded-For (the API takes the last entry
 * with TRUST_PROXY=1), room for a 10 MB resume, and idempotent requests passed to the other
 * process when one refuses the connection or fails. Non-idempotent ones (POST, PATCH) are passed
 * on only when nginx could not send them (nginx's default), so a write never runs twice.
 * No upstream keepalive: each request opens its own connection, so a stopping process's closed
 * listener is refused before any request is sent to it.
 */
export function nginxSite(options: { listen: string; upstreams: string[] }): string {
  return `upstream staffdesk {
${options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
}

server {
    listen ${options.listen};

    # Resumes are at most 10 MB; the multipart envelope adds a little.
    client_max_body_size 11m;

    location / {
        proxy_pass http://staffdesk;
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $request_id;

        proxy_connect_timeout 2s;
        # A request's own work (an upload, a large export) takes seconds at most.
        proxy_send_timeout 60s;
        proxy_read_timeout 60s;

        # Another process answers when this one is down or stopping.
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries 2;
        proxy_next_upstream_timeout 10s;
    }

    # Each process has its own metrics: Prometheus scrapes every process directly, never through here.
    location = /metrics {
        return 404;
    }
}
`
}

/** A whole nginx configuration around the site, every path under `dir`, for a run as this user. */
export function nginxConfig(dir: string, site: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${site.replace(/^/gm, '    ').replace(/^\s+$/gm, '')}
}
`
}
