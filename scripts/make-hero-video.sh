#!/usr/bin/env bash
# Regenerates the landing page's hero video and poster (public/media) from a formula: an abstract
# gradient whose every period divides 8 s, so the loop is seamless. Needs ffmpeg (Debian package).
set -euo pipefail
cd "$(dirname "$0")/../public/media"
GEQ="geq=r='clip(150+60*sin(2*PI*(X/W*0.9+T/8))+30*sin(2*PI*(Y/H+T/4)),0,255)'"
GEQ+=":g='clip(40+25*sin(2*PI*(Y/H*0.7-T/8))+12*sin(2*PI*(X/W-T/4)),0,255)'"
GEQ+=":b='clip(130+70*sin(2*PI*((X+Y)/(W+H)+T/8)),0,255)'"
ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=640x360:d=8:r=24,$GEQ,gblur=sigma=14,format=yuv420p" \
  -c:v libx264 -profile:v main -crf 30 -preset slow -movflags +faststart -an hero.mp4
ffmpeg -loglevel error -y -i hero.mp4 -c:v libvpx-vp9 -b:v 0 -crf 42 -an hero.webm
ffmpeg -loglevel error -y -i hero.mp4 -frames:v 1 -c:v libwebp -quality 70 hero-poster.webp
