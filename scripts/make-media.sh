#!/usr/bin/env bash
# Makes the site's own media in web/public: the home hero's background video and poster, and the social-share
# image. Run by hand when they should change (needs ffmpeg and ImageMagick: apt-get install ffmpeg imagemagick);
# the results are committed, so builds and tests never need these tools.
set -euo pipefail
cd "$(dirname "$0")/../web/public"
mkdir -p media og

# 8 s of slowly drifting forest greens, silent, small enough to play at once on a phone.
ffmpeg -y -loglevel error -f lavfi \
  -i "gradients=s=960x540:c0=0x143823:c1=0x1f5135:c2=0x2f6b47:c3=0x4f7d5f:nb_colors=4:speed=0.015:duration=8:rate=24" \
  -vf "noise=alls=6:allf=t,format=yuv420p" -c:v libx264 -preset veryslow -crf 34 -movflags +faststart -an media/hero.mp4
ffmpeg -y -loglevel error -i media/hero.mp4 -frames:v 1 -q:v 6 media/hero-poster.jpg

# 1200 × 630 social card: brand green, the name and the promise.
convert -size 1200x630 gradient:'#143823'-'#2f6b47' \
  -font DejaVu-Sans-Bold -fill '#f7f4ee' -pointsize 76 -gravity northwest -annotate +80+180 'Conscious Web Studio' \
  -font DejaVu-Sans -pointsize 38 -annotate +80+300 'Websites, hosting and AI services' \
  -annotate +80+355 'for purpose-driven businesses' \
  -fill '#a34a28' -draw 'rectangle 80,450 280,462' \
  -fill '#f7f4ee' -pointsize 28 -annotate +80+490 'Queensland, Australia' \
  -strip og/default.png
ls -l media og
