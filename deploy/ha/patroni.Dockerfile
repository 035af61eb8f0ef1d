# A PostgreSQL 15 node under Patroni, from Debian's packages (the versions the failover test runs).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends patroni postgresql-15 postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/patroni && chown postgres:postgres /var/lib/postgresql/patroni
COPY patroni.yml create-alarm-database.sh /etc/patroni/
USER postgres
EXPOSE 5432 8008
CMD ["patroni", "/etc/patroni/patroni.yml"]
